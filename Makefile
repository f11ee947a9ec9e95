# The two commands a newcomer needs: `make run` and `make test`. Both set everything up first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
PYBABEL := $(BIN)/pybabel
# Keywords of our translators: t._(), t.ngettext(), t.pgettext(), and the module-level markers
# N_() and NC_() (a label with its pgettext context).
EXTRACT := $(PYBABEL) extract -F babel.cfg -k N_ -k NC_:1c,2 -k _ -k ngettext:1,2 \
	-k pgettext:1c,2 --add-comments=TRANSLATORS: --no-location --sort-output --width=100 \
	--project=polo-rules-bot --version=0.1 --copyright-holder=polo-rules-bot
MO := $(patsubst %.po,%.mo,$(wildcard locales/*/LC_MESSAGES/messages.po))

.PHONY: run test lint typecheck unit setup catalogs catalogs-check extract bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

## Install the venv and compile the message catalogs (.mo files are built, never committed).
setup: $(STAMP) catalogs

catalogs: $(MO)

locales/%/LC_MESSAGES/messages.mo: locales/%/LC_MESSAGES/messages.po $(STAMP)
	$(PYBABEL) compile -d locales -D messages -l $* --statistics

## Run the product: the bot on Telegram with TELEGRAM_BOT_TOKEN set (env or .env), else the
## same guided flow in the terminal (`make run ARGS="--lang es"`).
run: setup
	$(BIN)/python -m bot $(ARGS)

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
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
	find locales -name '*.mo' -delete
