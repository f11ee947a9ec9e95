"""Settings from the environment and an optional ``.env`` file; the environment wins.

Every setting is documented in ``.env.example``. ``load_settings`` validates them all and raises
``SettingsError`` naming the setting and what it accepts; ``python -m bot`` prints that message
and exits with code 2 (never a traceback).
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from bot.i18n import LANGUAGES

DEFAULT_API = "https://api.telegram.org/bot"
_TOKEN = re.compile(r"[0-9]{5,16}:[A-Za-z0-9_-]{30,64}")
_SECRET = re.compile(r"[A-Za-z0-9_-]{1,256}")
_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")
_LOOPBACK = ("127.0.0.1", "localhost", "::1")


class SettingsError(ValueError):
    """A setting is missing or malformed; the message says which and what it accepts."""


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


def read_env_file(path: Path) -> dict[str, str]:
    """``KEY=value`` lines; ``#`` comments, blank lines, ``export`` and quotes allowed."""
    values: dict[str, str] = {}
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return values
    except OSError as exc:
        raise SettingsError(f"{path}: cannot read it ({exc.strerror})") from None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        line = line.removeprefix("export ").strip()
        key, eq, value = line.partition("=")
        key = key.strip()
        if not eq or not re.fullmatch(r"[A-Z_][A-Z0-9_]*", key):
            raise SettingsError(f"{path}, line {number}: expected KEY=value")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key] = value
    return values


def _url(name: str, value: str, schemes: tuple[str, ...]) -> str:
    parts = urlsplit(value)
    if parts.scheme not in schemes or not parts.netloc:
        raise SettingsError(f"{name} must be a {' or '.join(schemes)} URL, got {value!r}")
    return value


def load_settings(
    environ: Mapping[str, str] | None = None, env_file: Path | None = Path(".env")
) -> Settings:
    """Read and validate every setting (see ``.env.example``)."""
    values = read_env_file(env_file) if env_file is not None else {}
    values.update(os.environ if environ is None else environ)

    def get(name: str) -> str | None:
        value = values.get(name, "").strip()
        return value or None

    token = get("TELEGRAM_BOT_TOKEN")
    if token is not None and not _TOKEN.fullmatch(token):
        raise SettingsError(
            "TELEGRAM_BOT_TOKEN must look like 123456789:AA... (as BotFather gives it)"
        )
    language = (get("DEFAULT_LANGUAGE") or "en").lower()
    if language not in LANGUAGES:
        raise SettingsError(
            f"DEFAULT_LANGUAGE must be one of {', '.join(LANGUAGES)}, got {language!r}"
        )
    base = get("BOT_API_BASE_URL") or DEFAULT_API
    _url("BOT_API_BASE_URL", base, ("http", "https"))
    if not base.rstrip("/").endswith("/bot"):
        base = base.rstrip("/") + "/bot"
    webhook_url = get("WEBHOOK_URL")
    if webhook_url is not None:
        # Telegram posts only to https. A Bot API server on this machine (telegram-bot-api
        # --local, or the end-to-end tests' stand-in) may post plain http over loopback, which
        # never leaves the host; anything else must be https.
        parts = urlsplit(webhook_url)
        loopback = parts.scheme == "http" and parts.hostname in _LOOPBACK
        _url("WEBHOOK_URL", webhook_url, ("http", "https") if loopback else ("https",))
        if token is None:
            raise SettingsError("WEBHOOK_URL is set but TELEGRAM_BOT_TOKEN is not")
    port_text = get("WEBHOOK_PORT") or "8443"
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise SettingsError(f"WEBHOOK_PORT must be a port number 1-65535, got {port_text!r}")
    secret = get("WEBHOOK_SECRET")
    if secret is not None and not _SECRET.fullmatch(secret):
        raise SettingsError("WEBHOOK_SECRET must be 1-256 characters: letters, digits, _ and -")
    level = (get("LOG_LEVEL") or "INFO").upper()
    if level not in _LEVELS:
        raise SettingsError(f"LOG_LEVEL must be one of {', '.join(_LEVELS)}, got {level!r}")
    callback_secret = get("CALLBACK_SECRET")
    if callback_secret is not None and len(callback_secret) < 16:
        raise SettingsError("CALLBACK_SECRET must be at least 16 characters")
    return Settings(
        token=token,
        data_dir=Path(get("DATA_DIR") or "data"),
        default_language=language,
        bot_api_base_url=base,
        webhook_url=webhook_url,
        webhook_port=int(port_text),
        webhook_secret=secret,
        webhook_listen=get("WEBHOOK_LISTEN") or "127.0.0.1",
        log_level=level,
        callback_secret=callback_secret,
    )
