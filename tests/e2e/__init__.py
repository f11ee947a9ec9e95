"""End-to-end tests: the real ``python -m bot`` process against the local Bot API stand-in.

Each test starts the bot as a subprocess (``tests.e2e.driver.BotProcess``) with its settings in
the environment and ``BOT_API_BASE_URL`` pointing at a ``tests.botapi_standin.BotApiStandin``
on 127.0.0.1, then plays users through the stand-in's test API: commands, button presses, and
faults. See docs/testing.md.
"""
