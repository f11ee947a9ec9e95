"""What the bot says about a voice note, in the chat's language: what it heard, and the one
line for each note it cannot answer. Shared by the Telegram handler and the terminal."""

from __future__ import annotations

from bot.i18n import Translator


def heard_line(heard: str, t: Translator) -> str:
    """What was heard, quoted, above the answer: a misheard word (or a word of the prompt
    that leaked in) is seen, and can be corrected by typing."""
    return t.pgettext("what a voice note said, quoted", "🎙 «%(heard)s»") % {"heard": heard}


def cannot_listen_line(t: Translator) -> str:
    # TRANSLATORS: the example must be a typed question the bot answers with a ruling
    return t._(
        "I can't listen to voice notes here — please type the question, e.g. "
        "«a defender hit it over the end line near the left post»."
    )


def too_long_line(seconds: float, t: Translator) -> str:
    length = f"{int(seconds) // 60}:{int(seconds) % 60:02d}"
    return t._("That note is %(length)s long — keep it under a minute, or type the question.") % {
        "length": length
    }


def unreadable_line(t: Translator) -> str:
    return t._("I couldn't play that voice note — send it again, or type the question.")


def nothing_heard_line(t: Translator) -> str:
    return t._(
        "I couldn't make out a question in that voice note — try again closer to the phone, "
        "or type it."
    )


def busy_line(t: Translator) -> str:
    return t._(
        "I'm listening to other voice notes right now — send yours again in a minute, or type "
        "the question."
    )
