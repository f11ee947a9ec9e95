"""The webhook server under a hostile client: the real bot process, raw sockets, real figures.

Two attacks of the reliability review of 2026-11-30, measured rather than asserted:

1. ``--idle`` connections (default 1,100) that open a request and never finish its headers,
   with the bot's file limit at systemd's default soft limit (1,024): while they are open, a
   user's commands must still be answered. Figures: answer time per command, the bot's open
   files, its CPU time and log growth over 3 s of the hold.
2. ``--bodies`` concurrent unauthenticated POSTs (default 8) of ``--mb`` MB (default 99): each
   must be refused from its headers. Figures: the bot's peak memory (VmHWM) and RSS after.

Checks (exit code 1 if one fails): every command answered while the connections are held, no
"Too many open files" in the log, peak memory under ``--max-rss-mb`` (default 150), exit code 0
on SIGTERM. Not in ``python -m bench``: it starts the real bot and opens a thousand sockets.

Run: ``.venv/bin/python -m bench.webhook_hostile`` (``--help`` for the sizes).
"""

from __future__ import annotations

import argparse
import os
import resource
import socket
import sys
import tempfile
import threading
import time
from contextlib import ExitStack
from pathlib import Path

from tests.botapi_standin import BotApiStandin
from tests.e2e.driver import Person
from tests.e2e.process import (
    BOT_USERNAME,
    TOKEN,
    BotProcess,
    bot_env,
    free_port,
    wait_until_serving,
)

HOOK = "/telegram/hook"


def status(pid: int, field: str) -> int:
    """A kB figure from /proc/<pid>/status (VmRSS, VmHWM)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_connections(bot: BotProcess, port: int, count: int, people: list[Person]) -> bool:
    print(f"{count} idle connections, the bot's file limit at 1,024:")
    resource.prlimit(bot.pid, resource.RLIMIT_NOFILE, (1024, 1024))
    answered = True
    with ExitStack() as stack:
        for _ in range(count):
            client = stack.enter_context(socket.create_connection(("127.0.0.1", port), 10))
            client.sendall(f"POST {HOOK} HTTP/1.1\r\nHost: x\r\n".encode())
        cpu, log = cpu_seconds(bot.pid), bot.stderr_path.stat().st_size
        time.sleep(3)
        files = len(os.listdir(f"/proc/{bot.pid}/fd"))
        print(
            f"  bot: {cpu_seconds(bot.pid) - cpu:.2f} s of CPU in 3 s, {files} open files, ", end=""
        )
        print(f"log grew {bot.stderr_path.stat().st_size - log} bytes")
        for person, command in zip(people, ("/help", "/start", "/language"), strict=True):
            started = time.monotonic()
            try:
                person.command(command, timeout=30)
                print(f"  {command}: answered in {1000 * (time.monotonic() - started):.0f} ms")
            except TimeoutError:
                print(f"  {command}: NOT ANSWERED in 30 s")
                answered = False
    return answered


def big_bodies(bot: BotProcess, port: int, count: int, megabytes: int) -> int:
    print(f"{count} concurrent unauthenticated POSTs of {megabytes} MB:")
    outcomes: list[str] = []
    before = status(bot.pid, "VmRSS")
    peak = [before]
    done = threading.Event()

    def post() -> None:
        head = f"POST {HOOK} HTTP/1.1\r\nHost: x\r\nContent-Length: {megabytes << 20}\r\n\r\n"
        block = b"y" * (1 << 20)
        try:
            with socket.create_connection(("127.0.0.1", port), 30) as client:
                client.sendall(head.encode())
                for _ in range(megabytes):
                    client.sendall(block)
                outcomes.append(client.recv(64).split(b"\r\n")[0].decode() or "closed")
        except OSError as exc:  # refused and closed while the client still sends
            outcomes.append(type(exc).__name__)

    def sample() -> None:
        while not done.is_set():
            peak[0] = max(peak[0], status(bot.pid, "VmRSS"))
            time.sleep(0.02)

    sampler = threading.Thread(target=sample)
    sampler.start()
    posts = [threading.Thread(target=post) for _ in range(count)]
    for thread in posts:
        thread.start()
    for thread in posts:
        thread.join()
    done.set()
    sampler.join()
    peak_kb = max(peak[0], status(bot.pid, "VmHWM"))
    print(f"  outcomes: {sorted(outcomes)}")
    after = status(bot.pid, "VmRSS")
    print(f"  bot memory: {before / 1024:.1f} MB before, peak {peak_kb / 1024:.1f} MB", end="")
    print(f" (VmHWM, the whole run), {after / 1024:.1f} MB after")
    return peak_kb


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.webhook_hostile")
    parser.add_argument("--idle", type=int, default=1100)
    parser.add_argument("--bodies", type=int, default=8)
    parser.add_argument("--mb", type=int, default=99)
    parser.add_argument("--max-rss-mb", type=int, default=150)
    args = parser.parse_args(argv)
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, args.idle + 500)), hard))
    with (
        tempfile.TemporaryDirectory() as tmp,
        BotApiStandin(
            token=TOKEN, bot_username=BOT_USERNAME, bot_first_name="Polo Rules"
        ) as standin,
    ):
        port = free_port()
        settings = {"WEBHOOK_URL": f"http://127.0.0.1:{port}{HOOK}", "WEBHOOK_PORT": str(port)}
        bot = BotProcess(bot_env(standin, Path(tmp) / "data", settings), Path(tmp), "bot")
        since = len(standin.core.calls)
        bot.start()
        try:
            wait_until_serving(standin, bot, since, timeout=30)
            people = []
            for number in range(3):
                user = standin.user(7000 + number, f"User{number}", language_code="en")
                people.append(Person(standin, user, standin.private_chat(user)))
            people[0].command("/start")
            answered = idle_connections(bot, port, args.idle, people)
            peak_kb = big_bodies(bot, port, args.bodies, args.mb)
            exit_code = bot.stop()
        finally:
            bot.kill()
        flooded = "Too many open files" in bot.log()
    failures = [
        *([] if answered else ["a command went unanswered"]),
        *(["EMFILE in the log"] if flooded else []),
        *([f"peak memory over {args.max_rss_mb} MB"] if peak_kb > args.max_rss_mb * 1024 else []),
        *([f"exit code {exit_code} on SIGTERM"] if exit_code else []),
    ]
    print("webhook under a hostile client:", "; ".join(failures) if failures else "all held")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
