"""Load, bounded and local: many users at once against the real bot process.

The real ``python -m bot`` runs against the Bot API stand-in (127.0.0.1) with Telegram's group
flood rule enforced (``GROUP_PER_MINUTE``: 20 sends + edits per rolling minute per group, else
429). ``--private`` users (default 200) each walk a seeded random complete path of the tree in
their private chat; ``--group`` users (default 30) in one group each open a menu with a deep
link (``/start goal``) and tap once to a ruling. Everyone starts at once.

Checks (exit code 1 if one fails): every user's last screen is the ruling the rules core gives
for the path taken (``bot.screens.screen``, built on ``rules_core.decide``); in the group no more
than 20 sends + edits in any rolling minute and no 429 answered at all; no error text shown.

Figures: wall time (until the bot has sent everything), the bot's CPU time per update
(``/proc/<pid>/stat``), its peak memory (``VmHWM``), and press -> answer / edit delays (p50,
p99) in the private chats and the group.

Why the group is sized as it is: the group rule makes its part last at least
(messages - 20) / 20 minutes in real time, whatever the machine. A stand-in ``ManualClock``
would not shorten it: the bot's limiter runs on the bot's own clock (real time), so speeding up
only the stand-in's clock would just hide a too-fast bot. So group users take the shortest full
flow (a deep link, one tap: a menu, a ruling edit, and the ruling's diagram when it has one).

Run: ``.venv/bin/python -m bench.load`` (``--help`` for sizes and the time limit).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from bot.callback_data import Action
from bot.flow import ROOT, all_paths
from bot.flow.tree import DEEP_LINKS
from bot.i18n import LANGUAGES
from bot.screens import decide_path, screen
from tests.botapi_standin import GROUP_PER_MINUTE, BotApiStandin
from tests.e2e.driver import Person, Press, find_button, plain
from tests.e2e.process import BOT_USERNAME, TOKEN, BotProcess, bot_env, wait_until_serving

GROUP_ID = -1009876543210
SORRY = "Sorry, something went wrong"
#: Telegram's group rule, and the longest a message waits for its turn (the bot's rolling
#: window is 61 s)
GROUP_LIMIT, GROUP_TURN_WAIT = 20, 65.0


@dataclass
class Flow:
    """One simulated user: ask, then one press per answer, each after the bot's last edit."""

    person: Person
    path: str
    lang: str
    start: str  # the command that opens the menu
    said: dict[str, object] | None = None
    menu: dict[str, object] | None = None
    depth: int = 0  # answers already shown
    press: Press | None = None
    presses: list[tuple[Press, float]] = field(default_factory=list)
    error: str | None = None
    done: bool = False

    def begin(self) -> None:
        self.said = self.person.say(self.start)
        self.depth = len(DEEP_LINKS.get(self.start.partition(" ")[2], ""))

    def advance(self) -> None:
        """Look for what this user waits for; if it came, take the next step."""
        standin, chat = self.person.standin, self.person.chat
        if self.menu is None:
            assert self.said is not None
            for message in standin.messages(chat, from_bot=True):
                replied = message.get("reply_to_message", {}).get("message_id")
                ours = replied == self.said["message_id"] or not chat.is_group
                if ours and message["message_id"] > self.said["message_id"] and "text" in message:
                    self.menu = message
                    break
            else:
                return
        elif self.press is not None:
            versions = standin.history(chat, self.press.message_id)
            if len(versions) <= self.press.versions:
                return
            self.menu, self.press = versions[-1], None
        assert self.menu is not None
        if self.menu.get("text") != plain(screen(self.path[: self.depth], self.lang).text):
            self.error, self.done = f"unexpected screen at {self.path[: self.depth]!r}", True
            return
        if self.depth == len(self.path):
            self.done = True
            return
        self.depth += 1
        button, _ = find_button(self.menu, Action.GO, self.path[: self.depth])
        self.press = self.person.press(self.menu, button["callback_data"])
        self.presses.append((self.press, standin.now()))


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process (Linux /proc), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peak_memory_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def percentiles(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return f"{statistics.median(ordered) * 1000:,.0f} / {p99 * 1000:,.0f} ms"


def delays(standin: BotApiStandin, flows: list[Flow]) -> tuple[list[float], list[float]]:
    """Press -> callback answer, press -> edit of the pressed message (stand-in call times)."""
    answers: dict[object, float] = {}
    edits: dict[tuple[object, object], list[float]] = {}
    for call in standin.sent(ok=True):
        if call.name == "answercallbackquery":
            answers.setdefault(call.params.get("callback_query_id"), call.time)
        elif call.name == "editmessagetext":
            edits.setdefault((call.chat_id, call.params.get("message_id")), []).append(call.time)
    to_answer, to_edit = [], []
    for flow in flows:
        for press, at in flow.presses:
            if press.query_id in answers:
                to_answer.append(answers[press.query_id] - at)
            key = (flow.person.chat.id, press.message_id)
            later = [t for t in edits.get(key, []) if t >= at]
            if later:
                to_edit.append(min(later) - at)
    return to_answer, to_edit


def make_flows(standin: BotApiStandin, private: int, group: int, seed: int) -> list[Flow]:
    rng = random.Random(seed)
    paths = all_paths(ROOT)
    flows = []
    for n in range(private):
        lang = LANGUAGES[n % len(LANGUAGES)]
        user = standin.user(100_000 + n, f"Umpire {n}", language_code=lang)
        person = Person(standin, user, standin.private_chat(user))
        flows.append(Flow(person, rng.choice(paths), lang, "/start"))
    chat = standin.group_chat(GROUP_ID, "Club umpires")
    goal = DEEP_LINKS["goal"]
    one_tap = [p for p in paths if len(p) == len(goal) + 1 and p.startswith(goal)]
    for n in range(group):
        lang = LANGUAGES[n % len(LANGUAGES)]
        user = standin.user(200_000 + n, f"Member {n}", language_code=lang)
        flows.append(
            Flow(
                Person(standin, user, chat),
                rng.choice(one_tap),
                lang,
                f"/start@{BOT_USERNAME} goal",
            )
        )
    return flows


@dataclass
class Measured:
    """What one run gives, for the report."""

    flows: list[Flow]
    wall: float
    finished: dict[bool, float]  # in the group? -> seconds until all its users were done
    cpu: float
    peak: float
    alive: bool
    log: str
    stopped: bool = False  # exited with 0 on SIGTERM
    stop_time: float = float("nan")


def run(private: int, group: int, limit: float, seed: int) -> int:
    with (
        tempfile.TemporaryDirectory(prefix="polo-load-") as tmp,
        BotApiStandin(
            token=TOKEN, bot_username=BOT_USERNAME, flood_rules=[GROUP_PER_MINUTE]
        ) as standin,
    ):
        env = bot_env(standin, Path(tmp) / "data", {"LOG_LEVEL": "WARNING"})
        bot = BotProcess(env, Path(tmp), "bot")
        try:
            bot.start()
            wait_until_serving(standin, bot, 0, timeout=30)
            measured = drive(standin, bot, make_flows(standin, private, group, seed), limit)
            began = time.monotonic()
            try:
                measured.stopped = bot.stop(timeout=90) == 0
            except AssertionError as exc:  # it did not exit in time: killed, and reported
                print(exc)
            measured.stop_time = time.monotonic() - began
        finally:
            bot.kill()
        return report(standin, measured, limit)


def idle(standin: BotApiStandin, seconds: float = 2.0) -> bool:
    """The bot has nothing left to send: no call for ``seconds``, and the group's window has
    room (with room, a message waiting for the group's turn would have gone out at once)."""
    now = standin.now()
    last = max((c.time for c in standin.sent()), default=0.0)
    recent = [t for t in standin.message_times(GROUP_ID) if t > now - GROUP_TURN_WAIT]
    return now - last >= seconds and len(recent) < GROUP_LIMIT


def drive(standin: BotApiStandin, bot: BotProcess, flows: list[Flow], limit: float) -> Measured:
    """Everyone starts at once; each user moves on as soon as the bot has answered them."""
    cpu_before, started = cpu_seconds(bot.pid), time.monotonic()
    for flow in flows:
        flow.begin()
    finished: dict[bool, float] = {}
    while time.monotonic() - started < limit and not all(f.done for f in flows):
        with standin.core.cond:
            standin.core.cond.wait(0.05)
        for flow in flows:
            if not flow.done:
                flow.advance()
        for in_group in (False, True):
            part = [f for f in flows if f.person.chat.is_group == in_group]
            if in_group not in finished and all(f.done for f in part):
                finished[in_group] = time.monotonic() - started
    # The rulings are all shown; the diagrams that follow them may still wait for the group.
    while time.monotonic() - started < limit and not idle(standin):
        time.sleep(0.5)
    wall = time.monotonic() - started
    cpu, peak = cpu_seconds(bot.pid) - cpu_before, peak_memory_mb(bot.pid)
    return Measured(flows, wall, finished, cpu, peak, bot.alive(), bot.log())


def report(standin: BotApiStandin, m: Measured, limit: float) -> int:
    private = [f for f in m.flows if not f.person.chat.is_group]
    group = [f for f in m.flows if f.person.chat.is_group]
    right = {
        name: sum(f.done and not f.error for f in part)
        for name, part in (("private", private), ("group", group))
    }
    updates = sum(1 + len(f.presses) for f in m.flows)
    flooded = [c for c in standin.sent() if c.status == 429]
    shown = [
        sent.get("text", "")
        for f in m.flows
        for sent in standin.messages(f.person.chat, from_bot=True)
    ]
    errors = sum(SORRY in t or "Too Many Requests" in t for t in shown)
    window = standin.max_per_window(GROUP_ID) if group else 0
    rules = sum(not isinstance(decide_path(f.path), Exception) for f in m.flows)
    p_answer, p_edit = delays(standin, private)
    g_answer, g_edit = delays(standin, group)
    nan = float("nan")
    rows = [
        (
            "users with the right ruling",
            f"{right['private']}/{len(private)} private, {right['group']}/{len(group)} group "
            f"({rules} rulings, {len(m.flows) - rules} 'no rule applies')",
        ),
        ("updates sent to the bot", f"{updates}"),
        (
            "wall time, until the bot had sent everything",
            f"{m.wall:.1f} s (limit {limit:.0f} s); every private user had the ruling at "
            f"{m.finished.get(False, nan):.1f} s, every group user at "
            f"{m.finished.get(True, nan):.1f} s",
        ),
        ("bot CPU per update", f"{m.cpu / max(updates, 1) * 1000:.2f} ms ({m.cpu:.1f} s in all)"),
        ("bot peak memory (VmHWM)", f"{m.peak:.1f} MB"),
        ("private: press -> answer p50 / p99", percentiles(p_answer)),
        ("private: press -> edit p50 / p99", percentiles(p_edit)),
        ("group: press -> answer p50 / p99", percentiles(g_answer)),
        ("group: press -> edit (queue delay) p50 / p99", percentiles(g_edit)),
        ("group: most sends + edits in a rolling minute", f"{window} (limit {GROUP_LIMIT})"),
        ("429 answered by the stand-in", f"{len(flooded)}"),
        ("error texts shown to users", f"{errors}"),
        (
            "bot still running, no traceback",
            "yes" if m.alive and "Traceback" not in m.log else "NO",
        ),
        ("SIGTERM: exit code 0, after", f"{'yes' if m.stopped else 'NO'}, {m.stop_time:.1f} s"),
    ]
    print(
        f"load (bench.load): {len(private)} users in private chats, {len(group)} in one group; "
        "the real bot process, the stand-in enforcing the group flood rule"
    )
    width = max(len(label) for label, _ in rows)
    for label, value in rows:
        print(f"  {label:<{width}}  {value}")
    failures = [
        f"{f.person.user.first_name}: {f.error or 'not finished in time'}"
        for f in m.flows
        if f.error or not f.done
    ]
    warned = Counter(
        line.split(": ", 1)[-1].split(" (", 1)[0]
        for line in m.log.splitlines()
        if " WARNING " in line or " ERROR " in line
    )
    for text, count in warned.most_common(5):
        print(f"  bot log, {count} x: {text}")
    for failure in failures[:10]:
        print(f"  FAILED {failure}")
    ok = not failures and window <= GROUP_LIMIT and not flooded and not errors
    ok = ok and m.alive and "Traceback" not in m.log and m.stopped
    print("  verdict: " + ("all checks passed" if ok else "CHECKS FAILED"))
    return 0 if ok else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.load", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--private", type=int, default=200, help="users in private chats")
    parser.add_argument("--group", type=int, default=30, help="users in the one group")
    parser.add_argument("--limit", type=float, default=330.0, help="wall-time limit, seconds")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    return run(args.private, args.group, args.limit, args.seed)


if __name__ == "__main__":
    sys.exit(main())
