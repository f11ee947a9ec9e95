"""/help: what the bot does, the commands, and how "this goal", attackers and defenders work."""

from __future__ import annotations

from telegram import Update
from telegram.constants import ParseMode

from bot.context import BotContext
from bot.handlers.common import chat_language
from bot.i18n import translator
from bot.render import esc, prevails_line


def help_text(lang: str, username: str | None = None) -> str:
    t = translator(lang)
    lines = [
        "<b>" + esc(t._("Polo rules: restarts under USPA 2026, Rules 20 and 22")) + "</b>",
        esc(
            t._(
                "Answer a few questions about what happened and get the restart, the procedure "
                "and the rule behind it."
            )
        ),
        "",
        esc(
            t._(
                "'This goal' is the goal nearest to what happened: the defenders defend it, "
                "the attackers attack it. Left and right are as you face this goal."
            )
        ),
        "",
        esc(
            t._(
                "Or type what happened in your own words; in a group, mention me, reply to me "
                "or use /ask."
            )
        ),
        "",
        "/start — " + esc(t._("a new question")),
        "/rule 22.a — " + esc(t._("a rule's summary and original text")),
        "/rule "
        + esc(t.pgettext("example words to search for", "knock-in late"))
        + " — "
        + esc(t._("search the rulebook in your words")),
        "/penalty 4 — " + esc(t._("how a penalty is taken, line by line with its source")),
        "/teams "
        + esc(t.pgettext("two example team names", "Red Blue"))
        + " — "
        + esc(t._("name the two teams for today: rulings use the names")),
        "/quiz — " + esc(t._("test yourself; in a group, a quiz poll (/quiz 5 for a series)")),
        "/cheatsheet — "
        + esc(t._("the restarts at a glance: pictures for the phone, a PDF to print")),
        "/language — " + esc(t._("choose English, Spanish or Italian")),
        "/cancel — " + esc(t._("close the menu you reply to")),
        "/help — " + esc(t._("this help")),
    ]
    if username:
        lines += [
            "",
            esc(
                t._("In any chat, type @{bot} and a few words: a rule or a ruling to share.")
            ).format(bot=esc(username)),
        ]
    prevails = prevails_line(t)
    if prevails:
        lines += ["", "<i>" + esc(prevails) + "</i>"]
    return "\n".join(lines)


async def help_command(update: Update, context: BotContext) -> None:
    message = update.effective_message
    if message is None:
        return
    lang = await chat_language(update, context)
    await message.reply_text(
        help_text(lang, context.bot.username), parse_mode=ParseMode.HTML, do_quote=False
    )
