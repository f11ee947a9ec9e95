"""Callback data: short, versioned, signed, and decoded strictly whatever it is given."""

from __future__ import annotations

import base64
import contextlib
import hashlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.callback_data import (
    MAX_BYTES,
    Action,
    CallbackData,
    CallbackDataError,
    Codec,
    Expired,
    Forged,
    Malformed,
    derive_key,
)

CODEC = Codec(derive_key("a secret of sixteen+", None))
DATA = CallbackData(Action.GO, 2**52, "es", "123456")


def test_callback_data_round_trips_and_fits_in_64_bytes() -> None:
    encoded = CODEC.encode(DATA)
    assert len(encoded.encode()) <= MAX_BYTES
    assert CODEC.decode(encoded) == DATA


def test_another_secret_is_recognised_as_forged() -> None:
    other = Codec(derive_key("another secret 16+", None))
    with pytest.raises(Forged):
        CODEC.decode(other.encode(DATA))


def test_a_changed_owner_breaks_the_signature() -> None:
    encoded = CODEC.encode(DATA)
    tampered = encoded[:3] + ("1" if encoded[3] != "1" else "2") + encoded[4:]
    with pytest.raises(Forged):
        CODEC.decode(tampered)


def test_another_version_is_expired_not_forged() -> None:
    encoded = CODEC.encode(DATA)
    with pytest.raises(Expired):
        CODEC.decode(("2" if encoded[0] != "2" else "3") + encoded[1:])


def test_the_signature_is_keyed_blake2b_64_in_url_safe_base64() -> None:
    # the format menus already in chats were signed with: a faster signer must give the same
    key = derive_key("a secret of sixteen+", None)
    encoded = CODEC.encode(DATA)
    body, signature = encoded.rsplit(".", 1)
    digest = hashlib.blake2b(body.encode("ascii"), key=key, digest_size=8).digest()
    assert signature == base64.urlsafe_b64encode(digest)[:11].decode("ascii")


def test_the_token_derived_key_is_stable_across_restarts() -> None:
    assert derive_key(None, "1:abc") == derive_key(None, "1:abc") != derive_key(None, "1:abd")


@given(st.one_of(st.text(max_size=80), st.binary(max_size=80), st.none(), st.integers()))
def test_any_input_decodes_or_raises_a_callback_data_error_only(raw: object) -> None:
    with contextlib.suppress(CallbackDataError):
        CODEC.decode(raw)


@given(st.text(alphabet="0123456789abcdefghijklmnopqrstuvwxyz._-ABCXYZ", max_size=64))
def test_near_miss_strings_never_decode_without_the_right_signature(raw: str) -> None:
    with pytest.raises((Malformed, Expired, Forged)):
        CODEC.decode(raw)
