"""Photos: image dimensions from file headers, and Telegram's set of PhotoSize thumbnails."""

from __future__ import annotations

import struct

from .core import Core, StoredFile
from .model import JSON, Upload, bad_request

#: Longest sides of the sizes Telegram derives from an uploaded photo (s, m, x, y, w).
_THUMB_SIDES = (90, 320, 800, 1280, 2560)
_JPEG_SOF = frozenset({0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE})


def image_size(data: bytes) -> tuple[int, int] | None:
    """(width, height) of a PNG, GIF, JPEG or WebP image, or None if it is none of those."""
    if data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) >= 24:
        width, height = struct.unpack(">II", data[16:24])
        return width, height
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        width, height = struct.unpack("<HH", data[6:10])
        return width, height
    if data.startswith(b"RIFF") and data[8:12] == b"WEBP" and data[12:16] == b"VP8X":
        width = int.from_bytes(data[24:27], "little") + 1
        height = int.from_bytes(data[27:30], "little") + 1
        return width, height
    if data.startswith(b"\xff\xd8"):
        return _jpeg_size(data)
    return None


def _jpeg_size(data: bytes) -> tuple[int, int] | None:
    i = 2
    while i + 9 < len(data):
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker in _JPEG_SOF:
            height, width = struct.unpack(">HH", data[i + 5 : i + 9])
            return width, height
        (length,) = struct.unpack(">H", data[i + 2 : i + 4])
        i += 2 + length
    return None


def store_photo(core: Core, upload: Upload) -> list[JSON]:
    """Register an uploaded photo; return its PhotoSize array (smallest first), like Telegram.

    Sizes are scaled like Telegram's, but every one downloads as the original bytes (the
    stand-in does not resample), so ``file_size`` is the original's.
    """
    if not upload.data:
        raise bad_request("file must be non-empty")
    size = image_size(upload.data)
    if size is None or min(size) == 0:
        raise bad_request("IMAGE_PROCESS_FAILED")
    width, height = size
    longest = max(width, height)
    sides = [side for side in _THUMB_SIDES if side < longest] + [min(longest, _THUMB_SIDES[-1])]
    photo: list[JSON] = []
    files: list[StoredFile] = []
    for side in sides:
        scale = side / longest
        file_id, unique_id = core.new_file_ids()
        photo.append(
            {
                "file_id": file_id,
                "file_unique_id": unique_id,
                "file_size": len(upload.data),  # every size downloads as the original bytes
                "width": max(1, round(width * scale)),
                "height": max(1, round(height * scale)),
            }
        )
        path = f"photos/file_{core.next_seq()}.jpg"
        files.append(StoredFile(file_id, unique_id, path, upload.data, upload.content_type))
    for stored in files:
        stored.photo = photo
        core.files[stored.file_id] = stored
    return [dict(p) for p in photo]


def photo_by_file_id(core: Core, file_id: str) -> list[JSON]:
    """The PhotoSize array a known file_id belongs to (re-sending reuses the same files)."""
    stored = core.files.get(file_id)
    if stored is None or not stored.photo:
        raise bad_request("wrong file identifier/HTTP URL specified")
    return [dict(p) for p in stored.photo]


#: the largest file a bot may download (getFile refuses larger ones, as Telegram does)
MAX_DOWNLOAD = 20 * 1024 * 1024


def file_info(core: Core, file_id: str) -> JSON:
    """The File object getFile answers with."""
    stored = core.files.get(file_id)
    if stored is None:
        raise bad_request("invalid file_id")
    if len(stored.data) > MAX_DOWNLOAD:
        raise bad_request("file is too big")
    return {
        "file_id": stored.file_id,
        "file_unique_id": stored.file_unique_id,
        "file_size": len(stored.data),
        "file_path": stored.file_path,
    }


def store_document(core: Core, upload: Upload) -> JSON:
    """Register an uploaded file sent as a document; return its Document object."""
    if not upload.data:
        raise bad_request("file must be non-empty")
    file_id, unique_id = core.new_file_ids()
    name = upload.filename or "document"
    path = f"documents/file_{core.next_seq()}/{name}"  # the name travels in the path
    core.files[file_id] = StoredFile(file_id, unique_id, path, upload.data, upload.content_type)
    return document_by_file_id(core, file_id)


def document_by_file_id(core: Core, file_id: str) -> JSON:
    """The Document a known file_id belongs to (re-sending reuses the same file)."""
    stored = core.files.get(file_id)
    if stored is None or stored.photo or not stored.file_path.startswith("documents/"):
        raise bad_request("wrong file identifier/HTTP URL specified")
    return {
        "file_id": stored.file_id,
        "file_unique_id": stored.file_unique_id,
        "file_name": stored.file_path.rsplit("/", 1)[-1],
        "mime_type": stored.content_type,
        "file_size": len(stored.data),
    }
