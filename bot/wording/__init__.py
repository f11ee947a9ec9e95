"""Words for every id the rules core returns, marked for translation (``N_``).

The core returns ids (``StepId``, ``ViolationId``, ``RestartKind``...) and numbers; these tables
give each id its English sentence, which is the msgid the catalogs translate. A test enumerates
every enum member and checks it has words in every language.

Placeholders (named, ``%(name)s``): ``team`` (e.g. "the defenders"), ``yards`` ("30 yards"),
``seconds`` ("10 seconds"), ``seconds_from`` (a bare number: "3" in "3 to 5 seconds").
"""
