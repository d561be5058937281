"""Encrypted ``.ckpt`` files in MindSpore 2.10's on-disk layout (``enc_key``/``dec_key``).

The protobuf bytes of the checkpoint are cut into plaintext blocks of 64 MiB; each block is
encrypted with a fresh random 16-byte IV and written as (integers int32 little-endian)::

    magic | tag (AES-GCM only, 16 bytes) | block_len | 16 | iv (16) | cipher_len | cipher

with magic 0x7F3A5ED8 (AES-GCM), 0x7F3A5ED9 (AES-CBC, PKCS#7 padding), 0x7F3A5EDA (SM4-CBC),
``block_len = 4 + 16 + 4 + cipher_len``, no associated data, and keys of 16, 24 or 32 bytes
(SM4: 16). AES-GCM uses only the first 12 bytes of the stored IV as its nonce: MindSpore sets
the IV length to 16 and then re-initialises the OpenSSL context with the cipher, which resets it
to GCM's default of 12 (measured: its files authenticate with ``iv[:12]`` only). Files written
here load in MindSpore 2.10 and its files load here (measured both ways). The ciphers come from the ``cryptography`` package, imported only when a key is given.
"""
import os
import struct

_MAGIC = {"AES-GCM": 0x7F3A5ED8, "AES-CBC": 0x7F3A5ED9, "SM4-CBC": 0x7F3A5EDA}
_KEY_LENGTHS = {"AES-GCM": (16, 24, 32), "AES-CBC": (16, 24, 32), "SM4-CBC": (16,)}
BLOCK_BYTES = 64 * 1024 * 1024      # plaintext per encrypted block, as MindSpore
_IV_BYTES = _TAG_BYTES = 16
_GCM_NONCE_BYTES = 12               # of the IV's 16 (see above)
_INT = struct.Struct("<i")


class DecryptError(Exception):
    """Why a file could not be decrypted (raised to ``serialization``, which words it as 2.10)."""


def check_key(key, mode):
    """The reason ``key``/``mode`` cannot encrypt, or None (MindSpore's checks, its words)."""
    if mode not in _MAGIC:
        return "Mode only support AES-GCM|AES-CBC|SM4-CBC."
    lengths = _KEY_LENGTHS[mode]
    if len(key) not in lengths:
        allowed = " or ".join(", ".join(map(str, lengths)).rsplit(", ", 1))
        return f"The key length must be {allowed}, but got key length is {len(key)}."
    return None


def _ciphers():
    try:
        from cryptography.hazmat.primitives import padding
        from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
    except ImportError as err:
        raise ImportError("Encrypted checkpoints ('enc_key'/'dec_key') need the 'cryptography' "
                          "package: pip install cryptography (or minicell[crypto])") from err
    return padding, Cipher, algorithms, modes, AESGCM


def _cbc(key, mode, iv):
    _, Cipher, algorithms, modes, _ = _ciphers()
    algorithm = algorithms.AES(key) if mode == "AES-CBC" else algorithms.SM4(key)
    return Cipher(algorithm, modes.CBC(iv))


def _encrypt_block(plain, key, mode):
    padding, _, _, _, AESGCM = _ciphers()
    iv = os.urandom(_IV_BYTES)
    if mode == "AES-GCM":
        sealed = AESGCM(key).encrypt(iv[:_GCM_NONCE_BYTES], plain, None)
        cipher, tag = sealed[:-_TAG_BYTES], sealed[-_TAG_BYTES:]
    else:
        padder = padding.PKCS7(128).padder()
        padded = padder.update(plain) + padder.finalize()
        enc = _cbc(key, mode, iv).encryptor()
        cipher, tag = enc.update(padded) + enc.finalize(), b""
    body = _INT.pack(_IV_BYTES) + iv + _INT.pack(len(cipher)) + cipher
    return b"".join((struct.pack("<I", _MAGIC[mode]), tag, _INT.pack(len(body)), body))


def encrypt_chunks(chunks, key, mode):
    """The encrypted file of the plaintext ``chunks`` (buffers), block by block."""
    pending = bytearray()
    for chunk in chunks:
        pending += chunk
        while len(pending) >= BLOCK_BYTES:
            yield _encrypt_block(bytes(pending[:BLOCK_BYTES]), key, mode)
            del pending[:BLOCK_BYTES]
    if pending:
        yield _encrypt_block(bytes(pending), key, mode)


def is_cipher(raw):
    """Whether ``raw`` starts like an encrypted checkpoint. (MindSpore's ``_is_cipher_file``
    knows only the two AES magics, so for an SM4-CBC file that fails to decrypt it prints the
    'May not have permission' text; here such a file is called encrypted.)"""
    return len(raw) >= 4 and struct.unpack_from("<I", raw)[0] in _MAGIC.values()


# MindSpore 2.10 writes crc_check's trailer (b"crc_num" + a 10-byte zero) after the encrypted
# blocks, where its own loader cannot read it; such a trailer is skipped here
_CRC_TRAILER = (b"crc_num", 17)


def decrypt(raw, key, mode):
    """The plaintext of the encrypted file ``raw``; ``DecryptError`` saying why not."""
    reason = check_key(key, mode)
    if reason is not None:
        raise DecryptError(reason)
    out, offset, view = [], 0, memoryview(raw)     # slices of a view copy nothing
    while offset < len(raw):
        rest = view[offset:]
        if len(rest) == _CRC_TRAILER[1] and bytes(rest[:7]) == _CRC_TRAILER[0]:
            break
        head = 4 + (_TAG_BYTES if mode == "AES-GCM" else 0) + 4
        if len(rest) < head:
            raise DecryptError(f"the file ends inside a block header at byte {offset}")
        if struct.unpack_from("<I", rest)[0] != _MAGIC[mode]:
            raise DecryptError(f"the block at byte {offset} is not encrypted with {mode}"
                               if is_cipher(raw) else
                               "the file is not encrypted; load it without 'dec_key'")
        tag = bytes(rest[4:head - 4])
        size = _INT.unpack_from(rest, head - 4)[0]
        if size <= 0 or head + size > len(rest):
            raise DecryptError(f"the block at byte {offset} claims {size} bytes, the file holds "
                               f"{len(rest) - head}")
        out.append(_decrypt_block(rest[head:head + size], tag, key, mode, offset))
        offset += head + size
    return b"".join(out)


def _decrypt_block(body, tag, key, mode, offset):
    padding, _, _, _, AESGCM = _ciphers()
    from cryptography.exceptions import InvalidTag
    iv_len = _INT.unpack_from(body)[0] if len(body) >= 4 else -1
    cipher_len = _INT.unpack_from(body, 4 + iv_len)[0] if iv_len == _IV_BYTES and \
        len(body) >= 8 + iv_len else -1
    if cipher_len <= 0 or 8 + iv_len + cipher_len != len(body):
        raise DecryptError(f"the block at byte {offset} is malformed")
    iv, cipher = bytes(body[4:4 + iv_len]), body[8 + iv_len:]
    try:
        if mode == "AES-GCM":
            return AESGCM(key).decrypt(iv[:_GCM_NONCE_BYTES], bytes(cipher) + tag, None)
        dec = _cbc(key, mode, iv).decryptor()
        unpadder = padding.PKCS7(128).unpadder()
        return unpadder.update(dec.update(cipher) + dec.finalize()) + unpadder.finalize()
    except (InvalidTag, ValueError):
        raise DecryptError(f"the block at byte {offset} does not decrypt with this key "
                           f"({'authentication failed' if mode == 'AES-GCM' else 'bad padding'})"
                           ) from None


def check_encrypt(key, mode):
    """Before a save writes anything: ``key`` and ``mode`` can encrypt and ``cryptography`` is
    installed. MindSpore 2.10's ValueError says only 'Encrypt failed' (an unknown mode, a key of
    the wrong length); the reason goes to the error log, as its C++ side logs it."""
    reason = check_key(key, mode)
    if reason is not None:
        from .. import log
        log.error(f"Encrypt failed: {reason}")
        raise ValueError("Encrypt failed")
    _ciphers()


def decrypt_file(raw, shown, key, mode):
    """``decrypt`` with MindSpore 2.10's ValueError texts (which depend on whether the file
    starts like an encrypted one); the reason is logged as an error."""
    try:
        return decrypt(raw, key, mode)
    except DecryptError as err:
        if is_cipher(raw):
            text = (f"Failed to read the checkpoint file {shown}. The file may be encrypted or "
                    f"tempered with, please pass in the correct 'dec_key' or check the file "
                    f"integrity.")
        else:
            text = (f"Failed to read the checkpoint file {shown}. May not have permission to "
                    f"read it, please check the correct of the file.")
        from .. import log          # the reason goes to the log; the text is 2.10's
        log.error(f"Decrypting {shown} failed: {err}")
        raise ValueError(text) from None
