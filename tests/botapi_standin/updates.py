"""The test side of updates: what users do (messages, button presses) and webhook state."""

from __future__ import annotations

import copy

from . import api_inline
from .api_bot import webhook_info
from .core import CallbackState, Core, StoredFile, update_kind
from .entities import command_entities
from .model import JSON, ChatRef, TgChat, TgUser, chat_id_of


class UpdatesMixin:
    """Queue updates for the bot the way Telegram would; inspect answers and the webhook."""

    core: Core

    def send_message(
        self,
        chat: TgChat,
        user: TgUser,
        text: str,
        *,
        reply_to: int | None = None,
        entities: list[JSON] | None = None,
    ) -> JSON:
        """``user`` writes ``text`` in ``chat``: queue Update(message); return the Message JSON.

        ``bot_command`` entities are added for "/cmd" and "/cmd@botname" unless ``entities`` is
        given; ``reply_to`` is the message_id replied to (the bot's or anyone's).
        """
        core = self.core
        with core.cond:
            if chat.id not in core.chats:
                core.add_chat(chat)
            fields: JSON = {}
            if reply_to is not None:
                replied = core.replied(chat.id, reply_to)
                if replied is None:
                    raise ValueError(f"no message {reply_to} in chat {chat.id} to reply to")
                fields["reply_to_message"] = replied
            fields["text"] = text
            found = command_entities(text) if entities is None else entities
            fields["entities"] = found or None
            message = core.store_message(chat, user.to_json(), fields)
            core.queue_update("message", message)
            return message

    def send_voice(
        self,
        chat: TgChat,
        user: TgUser,
        data: bytes,
        *,
        duration: int,
        reply_to: int | None = None,
        video: bool = False,
        mime_type: str = "audio/ogg",
    ) -> JSON:
        """``user`` records a voice note (or, with ``video``, a round video note) of ``data``
        in ``chat``: the file is kept as Telegram keeps it (getFile gives its ``file_path``,
        ``/file/bot<token>/<file_path>`` downloads it) and Update(message) is queued with a
        Voice (or VideoNote) carrying ``duration`` and the file's size. Returns the Message."""
        core = self.core
        with core.cond:
            if chat.id not in core.chats:
                core.add_chat(chat)
            file_id, unique_id = core.new_file_ids()
            kind = "video_note" if video else "voice"
            folder, ending = ("video_notes", "mp4") if video else ("voice", "oga")
            path = f"{folder}/file_{core.next_seq()}.{ending}"
            content_type = "video/mp4" if video else mime_type
            core.files[file_id] = StoredFile(file_id, unique_id, path, data, content_type)
            note: JSON = {
                "file_id": file_id,
                "file_unique_id": unique_id,
                "duration": duration,
                "file_size": len(data),
            }
            note |= {"length": 384} if video else {"mime_type": mime_type}
            fields: JSON = {kind: note}
            if reply_to is not None:
                replied = core.replied(chat.id, reply_to)
                if replied is None:
                    raise ValueError(f"no message {reply_to} in chat {chat.id} to reply to")
                fields["reply_to_message"] = replied
            message = core.store_message(chat, user.to_json(), fields)
            core.queue_update("message", message)
            return message

    def press_button(
        self,
        chat: ChatRef,
        user: TgUser,
        message_id: int,
        callback_data: str,
        *,
        strict: bool = True,
    ) -> JSON:
        """``user`` taps an inline button: queue Update(callback_query); return the query JSON.

        The query carries the message as currently stored (with its reply_markup). With
        ``strict`` the message must exist and show a button with that callback_data.
        """
        core = self.core
        chat_id = chat_id_of(chat)
        with core.cond:
            message = core.find_message(chat_id, message_id)
            buttons = (message or {}).get("reply_markup", {}).get("inline_keyboard", [])
            datas = {b.get("callback_data") for row in buttons for b in row}
            if strict and (message is None or callback_data not in datas):
                raise ValueError(
                    f"message {message_id} in chat {chat_id} has no button {callback_data!r}: "
                    f"{sorted(d for d in datas if d)}"
                )
            query: JSON = {
                "id": str(4_000_000_000_000_000_000 + core.next_seq()),
                "from": user.to_json(),
                "chat_instance": core.chat_instance(chat_id),
                "data": callback_data,
            }
            if message is not None:
                query["message"] = copy.deepcopy(message)
            core.callbacks[query["id"]] = CallbackState(copy.deepcopy(query), core.now())
            core.queue_update("callback_query", query)
            return query

    def inline_query(self, user: TgUser, text: str, *, chat_type: str = "sender") -> JSON:
        """``user`` types ``@bot <text>`` in some chat: queue Update(inline_query); return the
        query JSON (its ``id`` finds the bot's answer: ``inline_answer``)."""
        core = self.core
        with core.cond:
            query: JSON = {
                "id": str(5_000_000_000_000_000_000 + core.next_seq()),
                "from": user.to_json(),
                "query": text,
                "offset": "",
                "chat_type": chat_type,
            }
            api_inline.states(core)[query["id"]] = api_inline.InlineState(copy.deepcopy(query))
            core.queue_update("inline_query", query)
            return query

    def inline_answer(self, query_id: str) -> JSON | None:
        """How the bot answered an inline query (results, cache_time, is_personal, button)."""
        with self.core.cond:
            state = api_inline.states(self.core).get(query_id)
            return copy.deepcopy(state.answer) if state and state.answer else None

    def choose_inline_result(
        self, chat: TgChat, user: TgUser, query_id: str, result_id: str
    ) -> JSON:
        """``user`` picks a result of an answered inline query: its message appears in ``chat``,
        from the user via the bot, and Update(chosen_inline_result) is queued. Returns the
        message."""
        core = self.core
        with core.cond:
            state = api_inline.states(core).get(query_id)
            if state is None or state.answer is None or result_id not in state.results:
                raise ValueError(f"inline query {query_id} offered no result {result_id!r}")
            if chat.id not in core.chats:
                core.add_chat(chat)
            result = state.results[result_id]
            text, entities = api_inline.message_of(result["input_message_content"])
            fields: JSON = {
                "text": text,
                "entities": entities or None,
                "reply_markup": copy.deepcopy(result.get("reply_markup")),
                "via_bot": core.bot_user_json(),
            }
            message = core.store_message(chat, user.to_json(), fields)
            chosen: JSON = {
                "result_id": result_id,
                "from": user.to_json(),
                "query": state.query["query"],
            }
            if result.get("reply_markup"):
                chosen["inline_message_id"] = f"inline-{query_id}-{message['message_id']}"
            core.queue_update("chosen_inline_result", chosen)
            return message

    def answer_poll(self, user: TgUser, poll_id: str, option_ids: list[int]) -> JSON:
        """``user`` answers a non-anonymous poll: queue Update(poll_answer)."""
        answer = {
            "poll_id": poll_id,
            "user": user.to_json(),
            "option_ids": list(option_ids),
            "option_persistent_ids": [str(i) for i in option_ids],  # Bot API 9.6
        }
        return self.core.queue_update("poll_answer", answer)

    def queue_update(self, kind: str, payload: JSON) -> JSON:
        """Queue any other update, e.g. ``("my_chat_member", {...})``; returns the Update."""
        return self.core.queue_update(kind, payload)

    def pending_updates(self) -> list[JSON]:
        """Updates not yet confirmed by getUpdates offset (or delivered to the webhook)."""
        with self.core.cond:
            return copy.deepcopy(self.core.updates)

    def callback_answer(self, query_id: str) -> JSON | None:
        """How the bot answered a callback query: text, show_alert, url, cache_time; or None."""
        with self.core.cond:
            state = self.core.callbacks.get(query_id)
            return copy.deepcopy(state.answer) if state else None

    @property
    def webhook_info(self) -> JSON:
        """What getWebhookInfo would answer now."""
        with self.core.cond:
            return webhook_info(self.core)

    @property
    def webhook_secret(self) -> str | None:
        with self.core.cond:
            hook = self.core.webhook
            return hook.secret_token if hook else None

    def deliveries(self) -> list[JSON]:
        """Webhook POST attempts: update_id, url, status, error (None on success), time."""
        with self.core.cond:
            return copy.deepcopy(self.core.deliveries)

    @staticmethod
    def update_kind(update: JSON) -> str:
        """The kind of an Update JSON: "message", "callback_query", ..."""
        return update_kind(update)
