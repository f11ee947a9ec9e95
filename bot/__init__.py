"""polo-rules-bot's front ends: a guided Telegram bot and a terminal twin.

The bot decides nothing itself. It walks one declarative question tree (``bot.flow``), turns
the answers into ``rules_core.Facts``, calls ``rules_core.decide`` and renders the ``Ruling`` in
English, Spanish or Italian (``bot.render``). Handlers are thin; everything they call is pure.
"""

from bot.native import use_where_built

# the understanding layer's compiled modules, where built from these very sources (bot.native)
use_where_built()
