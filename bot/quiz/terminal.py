"""``python -m bot --quiz``: the private quiz in the terminal. Each question and its numbered
answers come first; after an answer, right or wrong in the language, the ruling, why, and the
citation with its section label (22.a). ``--topic`` keeps to one topic; spaced repetition runs
over the session (nothing is kept after it). ``q`` or the end of input quits."""

from __future__ import annotations

from typing import TextIO

from bot.i18n import translator
from bot.quiz import words
from bot.quiz.draw import pick
from bot.quiz.store import QuizStore
from bot.quiz.topics import Topic, parse_topic, topic_words
from bot.rulebook_view import clause_label
from bot.terminal import plain


def run(lang: str, topic: Topic | str | None, stdin: TextIO, stdout: TextIO) -> int:
    """The quiz until ``q`` or the end of input (0); 2 for a topic we do not know."""
    t = translator(lang)
    if isinstance(topic, str):
        found = parse_topic(topic)
        if found is None:
            unknown = t._("There is no quiz topic '%(topic)s'. Topics: %(topics)s.")
            stdout.write(unknown % {"topic": topic, "topics": topic_words(lang)} + "\n")
            return 2
        topic = found
    store = QuizStore(":memory:").open()
    user = 1
    while True:
        drawn = pick(store.progress(user), store.clock(), topic=topic)
        stdout.write("\n" + plain(words.question_screen(drawn.id, lang).text) + "\n")
        count = len(drawn.question.answers)
        chosen = None
        while chosen is None:
            stdout.write(t._("Type a number, or q to quit.") + " > ")
            stdout.flush()
            line = stdin.readline()
            if not line or line.strip().lower() in ("q", "quit", "exit"):
                stdout.write("\n")
                store.close()
                return 0
            typed = line.strip()
            if typed.isdigit() and 1 <= int(typed) <= count:
                chosen = int(typed) - 1
            else:
                stdout.write(t._("Please type a number from 1 to %(last)s.") % {"last": count})
                stdout.write("\n")
        done = words.result(drawn.id, chosen, lang)
        store.record(user, drawn.question.topic, done.right)
        stdout.write("\n" + plain(done.text) + "\n")
        ruling = words.ruling_of(drawn, t)
        if ruling.citations:
            stdout.write(f"({clause_label(ruling.citations[0].clause, t)})\n")
