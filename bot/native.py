"""The understanding layer's busiest modules, compiled to C by mypyc where they were built.

Every typed or spoken message is read by a few thousand lines of plain Python (``concepts``,
``vocabulary``, ``text``, ``resolve`` in ``bot/understand``, and the smaller readers beside
them). Compiled by mypyc (the compiler mypy ships, which also builds mypy and black), the same
source reads a message about 1.5 times faster (``bench.understand``), which brings it to about
the framework's own cost for one update. The four large modules gave most of that; the five
small ones (``doubt``, ``questions``, ``alternatives``, ``supposed``, ``bot.folding``) about 4%
more, measured one build against the other. The package's ``__init__`` stays source (a compiled
package module would need its own finder). The compiled modules are an option, never a
requirement:

* ``python -m bot native`` builds them into ``build/native/``, with the SHA-256 of each
  source it compiled (``make setup`` runs it; where no C compiler is found, nothing is built and
  the bot runs the plain source, more slowly);
* ``use_where_built`` (called by ``bot/__init__.py``) imports them instead of the source only
  while every compiled source is byte for byte what was built: a source edited since is read as
  written, so nobody debugs a stale binary, and ``make`` rebuilds it;
* the same source either way: mypyc checks the annotated types as it runs, it adds no other
  meaning. ``make test`` runs the tests on the compiled modules (it builds them first), and a
  test holds their readings equal to the source's (``tests/understand/test_native.py``).
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType

__all__ = ["MODULES", "build", "built_fresh", "main", "use_where_built"]

REPO = Path(__file__).resolve().parents[1]
#: what is compiled: the modules a message's reading spends its time in (``bench.understand``)
MODULES = (
    "bot.understand.concepts",
    "bot.understand.reading",
    "bot.understand.rewrite",
    "bot.understand.situations",
    "bot.understand.sides",
    "bot.understand.before_play",
    "bot.understand.measures",
    "bot.understand.vocabulary",
    "bot.understand.text",
    "bot.understand.resolve",
    "bot.understand.doubt",
    "bot.understand.questions",
    "bot.understand.alternatives",
    "bot.understand.supposed",
    "bot.folding",
)
BUILT = REPO / "build" / "native"
MANIFEST = BUILT / "built.json"
#: the library mypyc puts the compiled modules' code in, which each module's own file loads
GROUP = "polo_understand"


def _source(module: str) -> Path:
    return REPO.joinpath(*module.split(".")).with_suffix(".py")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def built_fresh() -> dict[str, Path]:
    """The compiled file of each module and of their shared library, where they were built for
    this Python from the sources as they are now; else nothing (the source is read)."""
    try:
        built = json.loads(MANIFEST.read_text(encoding="utf-8"))
        fresh = built["python"] == sys.implementation.cache_tag and all(
            built["sources"][module] == _digest(_source(module)) for module in MODULES
        )
        files = {name: BUILT / file for name, file in built["files"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    if not fresh or not all(file.is_file() for file in files.values()):
        return {}
    return files


class _CompiledFinder(importlib.abc.MetaPathFinder):
    """Finds the compiled file of a module built fresh, before the source is looked for."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        file = self.files.get(fullname)
        if file is None:
            return None
        return importlib.util.spec_from_file_location(fullname, file)


def use_where_built() -> bool:
    """Import the compiled modules instead of their source from now on, where built fresh
    (``built_fresh``) and not turned off (``POLO_NATIVE=off`` in the environment: to compare or
    debug); whether they are used. Called once, before ``bot.understand`` is imported."""
    if os.environ.get("POLO_NATIVE", "").lower() in {"off", "no", "0", "false"}:
        return False
    if any(isinstance(finder, _CompiledFinder) for finder in sys.meta_path):
        return True
    files = built_fresh()
    if not files:
        return False
    sys.meta_path.insert(0, _CompiledFinder(files))
    return True


def build() -> Path:
    """Compile ``MODULES`` with mypyc into ``BUILT`` and write what was built from (raises where
    it cannot: no C compiler, no Python headers)."""
    from mypyc.build import mypycify  # noqa: PLC0415 (needed to build, never to run the bot)
    from setuptools import Distribution  # noqa: PLC0415 (the same)

    sources = {module: _source(module) for module in MODULES}
    digests = {module: _digest(path) for module, path in sources.items()}
    with tempfile.TemporaryDirectory() as scratch:
        extensions = mypycify(
            # mypy's own options come first; the project's unused-config warning is about the
            # modules not compiled here, and mypyc would take it for a failure
            [
                "--no-warn-unused-configs",
                *(str(path.relative_to(REPO)) for path in sources.values()),
            ],
            opt_level="3",
            target_dir=str(Path(scratch) / "c"),
            group_name=GROUP,
        )
        distribution = Distribution({"name": "polo-native", "ext_modules": extensions})
        command = distribution.get_command_obj("build_ext")
        command.build_lib = str(Path(scratch) / "lib")
        command.build_temp = str(Path(scratch) / "temp")
        distribution.run_command("build_ext")
        shutil.rmtree(BUILT, ignore_errors=True)
        shutil.copytree(Path(scratch) / "lib", BUILT)
    files = {_module_of(path): str(path.relative_to(BUILT)) for path in BUILT.rglob("*.so")}
    MANIFEST.write_text(
        json.dumps(
            {"python": sys.implementation.cache_tag, "sources": digests, "files": files},
            indent=2,
        ),
        encoding="utf-8",
    )
    return BUILT


def _module_of(compiled: Path) -> str:
    """``bot/understand/text.cpython-311-x86_64-linux-gnu.so`` -> ``bot.understand.text``."""
    parts = compiled.relative_to(BUILT).parts
    return ".".join((*parts[:-1], parts[-1].split(".")[0]))


def main(argv: list[str]) -> int:
    """``python -m bot native``: build the compiled modules; 1 where they cannot be built here."""
    if argv:
        print("usage: python -m bot native (no arguments)", file=sys.stderr)
        return 2
    try:
        built = build()
    except (Exception, SystemExit) as error:  # the compiler's, mypy's or setuptools' refusal
        print(
            f"the compiled modules could not be built here ({type(error).__name__}: {error}):"
            " messages are read by the plain source, more slowly",
            file=sys.stderr,
        )
        return 1
    print(f"compiled {len(MODULES)} modules into {built.relative_to(REPO)}")
    return 0
