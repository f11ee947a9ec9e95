"""Voice notes: what one costs, and what it costs everyone else.

With the real engine and the verified multilingual model (base, int8, VOICE_THREADS's
default: one thread on a 2-core host), on a committed 5-second note
(``tests/voice/fixtures/es_end_line.ogg``, Spanish):

* CPU seconds per second of audio (the process's CPU time over ``transcribe``, every thread);
* latency from update to reply: the voice update through ``Application.process_update`` of
  the real bot, getFile and the download answered in-process, until the answer is sent
  (first note and median);
* peak memory (VmHWM) before loading the model and at the end;
* other users' taps while notes transcribe: one seeded stream of button presses
  (``bench.bot_updates.stream``), a few milliseconds apart, through the same application, in
  rounds alternating between no voice work and two notes always in the worker's queue; the
  ratio of their p99 latencies (target <= 1.5). The rounds interleave so the host's other work
  weighs on both sides alike.

Run: ``.venv/bin/python -m bench.voice`` (in ``make bench``). Without the engine or the model
it prints why and exits 0: nothing to measure.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import os
import statistics
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

os.environ.setdefault("HF_HUB_OFFLINE", "1")

from telegram import Update

from bench.bot_updates import stream
from bench.offline import BOT, OfflineRequest
from bot.app import build_application
from bot.context import SERVICES_KEY
from bot.settings import load_settings
from bot.voice.engine import VoiceUnavailable, load
from bot.voice.models import ModelRefused, assemble, default_dir, identify
from bot.voice.service import VOICE_KEY, Voice

TOKEN = "123456789:AABenchTokenAbcdefghijklmnopqrstuvwx"
NOTE = Path(__file__).resolve().parents[1] / "tests" / "voice" / "fixtures" / "es_end_line.ogg"
RUNS = 5
ROUNDS, TAPS_PER_ROUND, TAP_GAP_S = 6, 150, 0.003


class VoiceRequest(OfflineRequest):
    """The offline Bot API, plus what a voice note needs: getFile, the file's download, and
    sent messages to reply to."""

    def __init__(self, note: bytes) -> None:
        super().__init__()
        self.note = note
        self._ids = itertools.count(10_000)

    async def do_request(  # noqa: PLR0917 (BaseRequest.do_request's own signature)
        self,
        url: str,
        method: str,
        request_data: Any = None,
        read_timeout: object = None,
        write_timeout: object = None,
        connect_timeout: object = None,
        pool_timeout: object = None,
    ) -> tuple[int, bytes]:
        if "/file/bot" in url:
            return 200, self.note
        name = url.rsplit("/", 1)[-1]
        if name in ("getFile", "sendMessage"):
            params = dict(request_data.parameters) if request_data is not None else {}
            return 200, json.dumps({"ok": True, "result": self._answer(name, params)}).encode()
        return await super().do_request(url, method, request_data)

    def _answer(self, name: str, p: dict[str, Any]) -> dict[str, Any]:
        if name == "getFile":
            return {"file_id": "v", "file_unique_id": "u", "file_path": "voice/file_1.oga"}
        chat = {"id": int(p["chat_id"]), "type": "private"}
        return {"message_id": next(self._ids), "date": 0, "chat": chat, "from": BOT, "text": "x"}


def vm_hwm_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def voice_update(update_id: int, user_id: int, size: int) -> dict[str, Any]:
    voice = {"file_id": "v", "file_unique_id": "u", "duration": 5, "file_size": size}
    message = {
        "message_id": update_id,
        "date": 0,
        "chat": {"id": user_id, "type": "private"},
        "from": {"id": user_id, "is_bot": False, "first_name": "U", "language_code": "es"},
        "voice": voice | {"mime_type": "audio/ogg"},
    }
    return {"update_id": update_id, "message": message}


def p99(values: list[float]) -> float:
    return statistics.quantiles(values, n=100)[98]


async def taps(app: Any, updates: list[Update]) -> list[float]:
    timings = []
    for update in updates:
        start = time.perf_counter()
        await app.process_update(update)
        timings.append(time.perf_counter() - start)
        await asyncio.sleep(TAP_GAP_S)  # presses come from people, a few ms apart at most
    return timings


async def main() -> int:  # noqa: PLR0915 (one run, its figures printed in order)
    model_dir = default_dir("base")
    data = NOTE.read_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        if identify(model_dir) != "base":
            try:
                model_dir = assemble("base", Path(tmp) / "base")
            except ModelRefused as exc:
                print(f"voice: not measured, no verified base model here ({exc})")
                return 0
        settings = load_settings({"TELEGRAM_BOT_TOKEN": TOKEN, "DATA_DIR": tmp}, env_file=None)
        settings = replace(settings, voice_model_dir=model_dir)
        before_mb = vm_hwm_mb()
        began = time.perf_counter()
        try:
            engine = load(model_dir, settings.voice_threads)
        except VoiceUnavailable as exc:
            print(f"voice: not measured ({exc})")
            return 0
        load_s = time.perf_counter() - began

        # CPU per second of audio: the engine alone, nothing else running
        cpu, wall = [], []
        heard = ""
        for _ in range(RUNS):
            c0, w0 = time.process_time(), time.perf_counter()
            heard = engine.transcribe(data, "es")
            cpu.append(time.process_time() - c0)
            wall.append(time.perf_counter() - w0)
        audio_s = engine.last.audio_s if engine.last else float("nan")

        app = build_application(settings, request=VoiceRequest(data), limit_rate=False)
        ears = Voice(lambda: engine, queue=settings.voice_queue)
        app.bot_data[VOICE_KEY] = ears
        ids = itertools.count(1)
        async with app:
            # update -> reply, through the real handler (getFile, download, worker, answer)
            latencies = []
            for _ in range(RUNS):
                update = Update.de_json(voice_update(next(ids), 7, len(data)), app.bot)
                start = time.perf_counter()
                await app.process_update(update)
                latencies.append(time.perf_counter() - start)

            # other users' taps, with and without notes in the worker's queue
            codec = app.bot_data[SERVICES_KEY].codec
            tap_updates = [Update.de_json(u, app.bot) for u in stream(codec)]
            for update in tap_updates[:500]:  # warm-up, as in bench.bot_updates
                await app.process_update(update)
            quiet: list[float] = []
            loaded: list[float] = []
            notes = 0
            for round_ in range(ROUNDS):
                chunk = tap_updates[500 + round_ * TAPS_PER_ROUND :][:TAPS_PER_ROUND]
                quiet += await taps(app, chunk)
                stop = asyncio.Event()

                async def keep_busy(user_id: int, stop: asyncio.Event = stop) -> int:
                    done = 0
                    while not stop.is_set():
                        update = voice_update(next(ids), user_id, len(data))
                        await app.process_update(Update.de_json(update, app.bot))
                        done += 1
                    return done

                workers = [asyncio.create_task(keep_busy(100 + n)) for n in range(2)]
                await asyncio.sleep(0.5)  # the first note is being transcribed
                loaded += await taps(app, chunk)
                stop.set()
                notes += sum(await asyncio.gather(*workers))
        ears.close()
        peak_mb = vm_hwm_mb()

    print(f"voice notes: whisper base (verified), int8, {settings.voice_threads} thread(s)")
    print(f"note: {NOTE.name}, {audio_s:.2f} s of Spanish; heard {heard!r}")
    print(f"model load (once, at start-up): {load_s:.2f} s")
    cpu_s, wall_s = statistics.median(cpu), statistics.median(wall)
    print(
        f"transcription, median of {RUNS}: {wall_s:.2f} s wall, {cpu_s:.2f} CPU s: "
        f"{cpu_s / audio_s:.2f} CPU s per second of audio"
    )
    print(
        f"update -> reply (getFile, download, transcription, answer): first "
        f"{latencies[0]:.2f} s, median {statistics.median(latencies):.2f} s"
    )
    print(f"peak memory (VmHWM): {before_mb:.0f} MB before the model, {peak_mb:.0f} MB at the end")
    ratio = p99(loaded) / p99(quiet)
    print(
        f"other users' taps ({len(quiet)} each way, {notes} notes transcribed meanwhile): "
        f"p99 {p99(quiet) * 1000:.2f} ms with no voice work, {p99(loaded) * 1000:.2f} ms "
        f"while notes transcribe; p50 {statistics.median(quiet) * 1000:.2f} / "
        f"{statistics.median(loaded) * 1000:.2f} ms"
    )
    print(f"tap p99 ratio, notes transcribing / none: {ratio:.2f} (target <= 1.5)")
    return 0


if __name__ == "__main__":
    raise SystemExit(asyncio.run(main()))
