"""A private chat, end to end through the real Application and an offline Telegram."""

from __future__ import annotations

from tests.bot.harness import Chat, FakeTelegram, buttons, user

ANA = user(111, "es-AR")
BOB = user(222, "en")


async def test_start_shows_the_first_question_in_the_users_language(chat: Chat) -> None:
    await chat.send("/start", ANA)
    first = chat.last_message()
    assert "¿Qué pasó?" in first["text"]
    assert "Bocha afuera por la línea de fondo" in [b["text"] for b in buttons(first)]


async def test_three_taps_give_a_knock_in_ruling_edited_in_place(
    chat: Chat, api: FakeTelegram
) -> None:
    await chat.send("/start", BOB)
    menu = chat.last_message()
    await chat.tap("Ball over the end line", BOB)
    await chat.tap("An attacker hit it out", BOB)
    ruling = await chat.tap("◂ Post", BOB)
    assert ruling["message_id"] == menu["message_id"]
    assert "Knock-in · " in ruling["text"]
    assert "5 yards outside the left post" in ruling["text"]
    assert "USPA 2026 · Rule 22.a · Knock-in" in ruling["text"]
    assert len(api.called("sendMessage")) == 1
    assert len(api.called("answerCallbackQuery")) == 3


async def test_every_button_press_is_answered_exactly_once(chat: Chat, api: FakeTelegram) -> None:
    await chat.send("/start", BOB)
    for label in ("Goal scored", "Back", "Goal scored", "Attackers scored", "Why?", "Back to the"):
        await chat.tap(label, BOB)
    answered = [c.params["callback_query_id"] for c in api.called("answerCallbackQuery")]
    assert sorted(answered, key=int) == [str(n) for n in range(1, 7)]


async def test_original_text_shows_the_english_clause_and_the_spanish_translation(
    chat: Chat,
) -> None:
    await chat.send("/start", ANA)
    for label in (
        "Bocha afuera por la línea de fondo",
        "Un atacante la sacó",
        "◂ Poste ≤5",
    ):
        await chat.tap(label, ANA)
    await chat.tap("Texto original", ANA)
    text = chat.last_message()["text"]
    assert "After the ball goes across a team’s end line" in text
    assert "Después de que la bocha cruce la línea de fondo" in text
    assert "Prevalece el texto original en inglés." in text


async def test_deep_link_payload_opens_that_situation(chat: Chat) -> None:
    await chat.send("/start side_boards", BOB)
    assert "Who hit it out?" in chat.last_message()["text"]


async def test_new_question_sends_a_new_menu_and_keeps_the_ruling(chat: Chat) -> None:
    await chat.send("/start", BOB)
    await chat.tap("Goal scored", BOB)
    ruling = await chat.tap("Attackers scored", BOB)
    await chat.tap("New question", BOB, ruling)
    assert chat.last_message()["message_id"] != ruling["message_id"]
    assert "What happened?" in chat.last_message()["text"]


async def test_rule_command_shows_summary_and_original_text(chat: Chat) -> None:
    await chat.send("/rule 22.a", BOB)
    pages = [c.params["text"] for c in chat.api.called("sendMessage")]
    assert len(pages) >= 2  # the knock-in and calling 'Play' (both 22.a) need two messages
    text = "\n".join(pages)
    assert "within 10 seconds of 'Play'" in text
    assert "<b>22.a ¶1</b> After the ball goes across a team’s end line" in text
    assert all(len(page) <= 4096 for page in pages)
    assert "…" not in text


async def test_rule_command_with_a_bad_section_lists_the_valid_ones(chat: Chat) -> None:
    await chat.send("/rule 99.z", BOB)
    text = chat.api.called("sendMessage")[-1].params["text"]
    assert "There is no section '99.z'" in text
    assert "/rule 22.e(2)" in text


async def test_language_choice_in_private_sticks_for_later_questions(chat: Chat) -> None:
    await chat.send("/language", BOB)
    await chat.tap("Italiano", BOB)
    await chat.send("/start", BOB)
    assert "Cosa è successo?" in chat.last_message()["text"]


async def test_help_and_cancel_answer_in_the_users_language(chat: Chat) -> None:
    await chat.send("/help", ANA)
    await chat.send("/cancel", ANA)
    texts = [c.params["text"] for c in chat.api.called("sendMessage")]
    assert "/rule 22.a" in texts[0]
    assert texts[1].startswith("Cancelado")


async def test_a_penalty_on_a_ruling_is_one_tap_from_its_card_and_back(chat: Chat) -> None:
    await chat.send("/start", BOB)
    for label in ("Ball over the end line", "An attacker hit it out", "◂ Post"):
        ruling = await chat.tap(label, BOB)
    assert "🃏 Penalty 4" in [b["text"] for b in buttons(ruling)]
    card = await chat.tap("🃏 Penalty 4", BOB)
    assert card["message_id"] == ruling["message_id"]
    assert "Penalty 4: how it is taken" in card["text"]
    assert "Hit or hit at within 20 seconds of 'Play'. (22.b)" in card["text"]
    back = await chat.tap("◀ Back to the ruling", BOB)
    assert "Knock-in · " in back["text"]


async def test_penalty_4_and_rule_p4_send_the_card_in_the_users_language(chat: Chat) -> None:
    await chat.send("/penalty 4", ANA)
    assert "Penal 4" in chat.last_message()["text"]
    await chat.send("/rule P4", BOB)
    assert "Penalty 4: how it is taken" in chat.last_message()["text"]
    await chat.send("/penalty 9", BOB)
    assert "There is no penalty '9'." in chat.last_message()["text"]
