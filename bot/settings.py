"""Settings from the environment and an optional ``.env`` file; the environment wins.

Every setting is documented in ``.env.example``. ``load_settings`` validates them all before
anything starts and raises ``SettingsError`` naming the setting and what it accepts;
``python -m bot`` prints that message as one line and exits with code 2 (never a traceback).

A message never repeats the value it refuses: a token pasted into the wrong setting (a webhook
URL whose path is the token is a common pattern) would otherwise be printed before the log's
redaction exists, into a terminal, a CI log or the journal.
"""

from __future__ import annotations

import hashlib
import hmac
import ipaddress
import os
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import SplitResult, urlsplit

from bot.i18n import LANGUAGES
from bot.voice.models import default_dir

DEFAULT_API = "https://api.telegram.org/bot"
#: a bot token as BotFather gives it: the bot's id, a colon, its secret part (the log filter uses
#: the same shape to find the secret part)
TOKEN_SHAPE = re.compile(r"[0-9]{5,16}:([A-Za-z0-9_-]{30,64})")
#: Telegram's own limits for a webhook secret are 1-256 of these characters; 16 is our floor,
#: as for CALLBACK_SECRET: shorter is guessable, and the log filter removes the secret from every
#: line, which for a one-letter secret would blank out that letter everywhere.
_SECRET = re.compile(r"[A-Za-z0-9_-]{16,256}")
_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
_LOOPBACK = ("127.0.0.1", "localhost", "::1")
#: ``str.isdigit`` and ``int`` also take "²" and "٨٤٤٣"; a number setting is ASCII digits only
_DIGITS = re.compile(r"[0-9]{1,5}")
#: a host name as URLs carry it (IPv6 literals are checked by ``ipaddress``)
_HOST = re.compile(r"[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?")


class SettingsError(ValueError):
    """A setting is missing or malformed; the message says which and what it accepts."""


#: the exit code of a broken setting, said in one line (``refuse``)
CONFIGURATION_ERROR = 2


def refuse(error: SettingsError) -> int:
    """Say a broken setting in one line on stderr, for every command that reads the settings;
    the exit code to end with."""
    print(f"polo-rules-bot: configuration error: {error}", file=sys.stderr)
    return CONFIGURATION_ERROR


@dataclass(frozen=True, slots=True)
class Settings:
    token: str | None
    data_dir: Path
    default_language: str
    bot_api_base_url: str
    webhook_url: str | None
    webhook_port: int
    webhook_secret: str | None
    webhook_listen: str
    log_level: str
    callback_secret: str | None
    #: seconds between two polls of a group's quiz series (each poll stays open that long)
    quiz_pace_s: int = 30
    #: the speech model's directory; None: voice notes are answered "please type"
    voice_model_dir: Path | None = None
    #: CPU threads of one transcription, and how many notes may wait behind it
    voice_threads: int = 1
    voice_queue: int = 3

    @property
    def webhook_path(self) -> str:
        """The path part of WEBHOOK_URL, which the local webhook server listens on."""
        return urlsplit(self.webhook_url or "").path.lstrip("/")

    @property
    def effective_webhook_secret(self) -> str | None:
        """WEBHOOK_SECRET, or one derived from the token (Telegram then sends it back)."""
        if self.webhook_secret or not self.token:
            return self.webhook_secret
        return hmac.new(self.token.encode(), b"polo-rules-bot/webhook", hashlib.sha256).hexdigest()

    @property
    def secrets(self) -> list[str]:
        """Every value the log must never show (see ``bot.logging_setup``)."""
        values = (self.token, self.effective_webhook_secret, self.callback_secret)
        return [value for value in values if value]


def read_env_file(path: Path) -> dict[str, str]:
    """``KEY=value`` lines; ``#`` comments, blank lines, ``export`` and quotes allowed."""
    values: dict[str, str] = {}
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return values
    except OSError as exc:
        raise SettingsError(f"{path}: cannot read it ({exc.strerror})") from None
    try:
        # utf-8-sig: an editor's byte order mark is not part of the first key
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        where = data[: exc.start].count(b"\n") + 1
        raise SettingsError(
            f"{path}, line {where}: the file is not UTF-8 text (save it as UTF-8)"
        ) from None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        line = line.removeprefix("export ").strip()
        key, eq, value = line.partition("=")
        key = key.strip()
        if not eq or not re.fullmatch(r"[A-Z_][A-Z0-9_]*", key):
            raise SettingsError(f"{path}, line {number}: expected KEY=value (KEY in capitals)")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key] = value
    return values


def _split_url(name: str, value: str) -> SplitResult:
    """The URL's parts, or a SettingsError saying what is wrong (never the value itself)."""
    bad = f"{name} must be a URL such as https://example.org/path"
    if any(ch.isspace() or not ch.isprintable() for ch in value):
        raise SettingsError(f"{bad} (it contains spaces or control characters)")
    try:
        parts = urlsplit(value)
        port = parts.port  # raises ValueError for a port that is not 0-65535 digits
    except ValueError:
        raise SettingsError(f"{bad} (its host or port is malformed)") from None
    host = parts.hostname or ""
    if not host:
        raise SettingsError(f"{bad} (it has no host)")
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise SettingsError(f"{bad} (its IPv6 address is malformed)") from None
    elif not _HOST.fullmatch(host):
        raise SettingsError(f"{bad} (its host name is malformed)")
    if port == 0:
        raise SettingsError(f"{bad} (its port must be 1-65535)")
    return parts


def _url(name: str, value: str, schemes: tuple[str, ...]) -> SplitResult:
    parts = _split_url(name, value)
    if parts.scheme not in schemes:
        raise SettingsError(f"{name} must be a {' or '.join(schemes)} URL")
    return parts


def _listen_address(value: str) -> str:
    if value == "localhost":
        return value
    try:
        return str(ipaddress.ip_address(value))
    except ValueError:
        raise SettingsError(
            "WEBHOOK_LISTEN must be an IP address of this machine: 127.0.0.1 (the default, "
            "behind a reverse proxy), ::1, or 0.0.0.0 for every address"
        ) from None


def _number(text: str, lo: int, hi: int, what: str) -> int:
    """A whole number from ``lo`` to ``hi`` in ASCII digits, else one line saying ``what``."""
    if not _DIGITS.fullmatch(text) or not lo <= int(text) <= hi:
        raise SettingsError(f"{what} {lo}-{hi} (digits 0-9)")
    return int(text)


def default_voice_threads() -> int:
    """One thread less than the host has cores (at least one): on 2 cores one transcribes and
    one stays for the event loop, so other users' taps are not held up by a voice note."""
    return max(1, min(8, (os.cpu_count() or 2) - 1))


def _voice_model_dir(value: str | None) -> Path | None:
    if value is None:
        return default_dir("base")
    if value.lower() in ("off", "no", "none"):
        return None
    return Path(value).expanduser()


def load_settings(
    environ: Mapping[str, str] | None = None, env_file: Path | None = Path(".env")
) -> Settings:
    """Read and validate every setting (see ``.env.example``)."""
    values = read_env_file(env_file) if env_file is not None else {}
    values.update(os.environ if environ is None else environ)

    def get(name: str) -> str | None:
        value = values.get(name, "").strip()
        return value or None

    def secret(name: str) -> str | None:
        """Empty means "not set"; a value of only spaces is a mistake, never "not set"."""
        raw = values.get(name, "")
        if raw and not raw.strip():
            raise SettingsError(f"{name} is only spaces: leave it empty or set a real value")
        return get(name)

    token = secret("TELEGRAM_BOT_TOKEN")
    if token is not None and not TOKEN_SHAPE.fullmatch(token):
        raise SettingsError(
            "TELEGRAM_BOT_TOKEN must look like 123456789:AA... (as BotFather gives it)"
        )
    language = (get("DEFAULT_LANGUAGE") or "en").lower()
    if language not in LANGUAGES:
        raise SettingsError(f"DEFAULT_LANGUAGE must be one of {', '.join(LANGUAGES)}")
    base = get("BOT_API_BASE_URL") or DEFAULT_API
    _url("BOT_API_BASE_URL", base, ("http", "https"))
    if not base.rstrip("/").endswith("/bot"):
        base = base.rstrip("/") + "/bot"
    webhook_url = get("WEBHOOK_URL")
    if webhook_url is not None:
        # Telegram posts only to https. A Bot API server on this machine (telegram-bot-api
        # --local, or the end-to-end tests' stand-in) may post plain http over loopback, which
        # never leaves the host; anything else must be https.
        parts = _split_url("WEBHOOK_URL", webhook_url)
        loopback = parts.scheme == "http" and parts.hostname in _LOOPBACK
        if parts.scheme != "https" and not loopback:
            raise SettingsError("WEBHOOK_URL must be a https URL")
        if token is None:
            raise SettingsError("WEBHOOK_URL is set but TELEGRAM_BOT_TOKEN is not")
    port = _number(get("WEBHOOK_PORT") or "8443", 1, 65535, "WEBHOOK_PORT must be a port number")
    webhook_secret = secret("WEBHOOK_SECRET")
    if webhook_secret is not None and not _SECRET.fullmatch(webhook_secret):
        raise SettingsError(
            "WEBHOOK_SECRET must be 16-256 characters: letters A-Z a-z, digits, _ and -"
        )
    level = (get("LOG_LEVEL") or "INFO").upper()
    if level not in _LEVELS:
        raise SettingsError(f"LOG_LEVEL must be one of {', '.join(_LEVELS)}")
    callback_secret = secret("CALLBACK_SECRET")
    if callback_secret is not None and len(callback_secret) < 16:
        raise SettingsError("CALLBACK_SECRET must be at least 16 characters")
    pace = _number(
        get("QUIZ_PACE_SECONDS") or "30", 1, 600, "QUIZ_PACE_SECONDS must be a number of seconds"
    )
    voice_threads = _number(
        get("VOICE_THREADS") or str(default_voice_threads()),
        1,
        64,
        "VOICE_THREADS must be a number of threads",
    )
    voice_queue = _number(get("VOICE_QUEUE") or "3", 0, 100, "VOICE_QUEUE must be a number")
    data_dir = Path(get("DATA_DIR") or "data")
    try:
        names_a_file = data_dir.exists() and not data_dir.is_dir()
    except OSError:  # not ours to read: the preferences store says what it can do there
        names_a_file = False
    if names_a_file:
        raise SettingsError("DATA_DIR must be a directory (it names a file)")
    return Settings(
        token=token,
        data_dir=data_dir,
        default_language=language,
        bot_api_base_url=base,
        webhook_url=webhook_url,
        webhook_port=port,
        webhook_secret=webhook_secret,
        webhook_listen=_listen_address(get("WEBHOOK_LISTEN") or "127.0.0.1"),
        log_level=level,
        callback_secret=callback_secret,
        quiz_pace_s=pace,
        voice_model_dir=_voice_model_dir(get("VOICE_MODEL_DIR")),
        voice_threads=voice_threads,
        voice_queue=voice_queue,
    )
