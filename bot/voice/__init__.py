"""Voice notes: a note's words, heard offline, for the typed-question path (docs/voice.md).

``engine`` is the seam to the speech engine (faster-whisper), ``models`` the verified models
and the command that assembles them, ``service`` the worker thread and queue the bot uses,
``cli`` the ``python -m bot listen`` tool. Nothing here decides what the words mean: the words
go to ``bot.understand`` exactly as typed words do.
"""
