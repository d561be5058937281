"""``mindspore.mindrecord.config``: encrypted MindRecord files (``set_enc_key``, ``set_enc_mode``,
``set_dec_mode``), in MindSpore 2.10's layout.

``FileWriter.commit`` encrypts each finished file and its ``.db`` in place: the plaintext in
chunks of 64 MiB, each written as its length (int32 big-endian) and the checkpoint cipher's
blocks of it (``train._crypto``: AES-GCM), then a zero length, the 7-byte mode name (``AES-GCM``,
or ``UDF-ENC`` for a user's function) and ``ENCRYPT``. Readers decrypt a file into
``.decrypt_mindrecord/<uuid>/`` next to it, removed again by ``FileReader.close`` or at exit
(the ``.decrypt_mindrecord`` folder stays, as 2.10's).
A file's trailer must agree with the key: an encrypted file read without one, or a plain file
read with one, is 2.10's RuntimeError.

>>> import os, tempfile
>>> from minicell.mindrecord import FileWriter, FileReader, set_enc_key
>>> path = os.path.join(tempfile.mkdtemp(), "secret.mindrecord")
>>> set_enc_key("0123456789abcdef")
>>> writer = FileWriter(path)
>>> writer.set_header_size(1 << 14), writer.set_page_size(1 << 15)
(0, 0)
>>> writer.add_schema({"label": {"type": "int32"}})
0
>>> writer.write_raw_data([{"label": 7}]), writer.commit()
(0, 0)
>>> open(path, "rb").read()[-14:]
b'AES-GCMENCRYPT'
>>> reader = FileReader(path); list(reader.get_next())
[{'label': 7}]
>>> reader.close(); set_enc_key(None)
"""
import atexit
import os
import shutil
import stat
import uuid

from .. import log as logger

__all__ = ["set_enc_key", "set_enc_mode", "set_dec_mode"]

_CHUNK = 64 * 1024 * 1024           # plaintext encrypted at a time
_FLAG = b"ENCRYPT"                  # a file's last bytes, after the 7-byte mode name
_LEN_BYTES, _NAME_BYTES = 4, 7      # a chunk's length (int32 big-endian), the mode name
_MIN_FILE_SIZE = 8
_DECRYPT_DIR = ".decrypt_mindrecord"
_state = {"key": None, "enc_mode": "AES-GCM", "dec_mode": None}
_decrypted = {}      # real path of a decrypted copy on disk: how many readers use it (one
                    # copy per data file, shared, as 2.10's <uuid> folder)
_logged_dirs = set()


def set_enc_key(enc_key):
    """The key (a str of 16, 24 or 32 characters) files are written and read with; ``None``
    (the default) writes and reads plain files."""
    if enc_key is not None:
        if not isinstance(enc_key, str):
            raise ValueError("The input enc_key is not str.")
        if len(enc_key) not in (16, 24, 32):
            raise ValueError("The length of input enc_key is not 16, 24, 32.")
    _state["key"] = enc_key


def _check_mode(mode, what):
    if callable(mode):
        return
    if not isinstance(mode, str):
        raise ValueError(f"The input {what} is not str.")
    if mode != "AES-GCM":
        raise ValueError(f"The input {what} is invalid.")


def set_enc_mode(enc_mode="AES-GCM"):
    """How files are encrypted: ``"AES-GCM"`` or a function ``f(file, size, out, key)``
    writing the encrypted bytes of ``file`` to ``out``."""
    _check_mode(enc_mode, "enc_mode")
    _state["enc_mode"] = enc_mode


def set_dec_mode(dec_mode="AES-GCM"):
    """How files are decrypted: ``"AES-GCM"``, a function ``f(file, size, out, key)``, or
    ``None``: the encryption mode's."""
    if dec_mode is not None:
        _check_mode(dec_mode, "dec_mode")
    _state["dec_mode"] = dec_mode


def enc_key():
    """The key set by ``set_enc_key`` (None: plain files)."""
    return _state["key"]


def _mode_name(mode):
    return b"UDF-ENC" if callable(mode) else mode.encode()


def _dec_mode():
    mode = _state["dec_mode"]
    if mode is None:
        if callable(_state["enc_mode"]):
            raise RuntimeError("You use custom encryption, so you must also define custom "
                               "decryption.")
        return _state["enc_mode"]
    return mode


def encrypt(path):
    """Encrypt the finished file ``path`` in place with the key and mode set."""
    from ..train import _crypto
    key, mode = _state["key"], _state["enc_mode"]
    size, tmp = os.path.getsize(path), path + ".encrypt"
    with open(path, "rb") as src, open(tmp, "wb") as out:
        if callable(mode):
            mode(src, size, out, key)
        else:
            for chunk in iter(lambda: src.read(_CHUNK), b""):
                sealed = b"".join(_crypto.encrypt_chunks([chunk], key.encode(), mode))
                out.write(len(sealed).to_bytes(_LEN_BYTES, "big", signed=True) + sealed)
        out.write(bytes(_LEN_BYTES) + _mode_name(mode) + _FLAG)
    os.chmod(tmp, stat.S_IRUSR | stat.S_IWUSR)
    shutil.move(tmp, path)


def _trailer(path, size):
    with open(path, "rb") as f:
        f.seek(max(size - len(_FLAG) - _NAME_BYTES, 0))
        tail = f.read()
    return tail[-len(_FLAG) - _NAME_BYTES:-len(_FLAG)], tail[-len(_FLAG):]


def decrypt(path):
    """``path`` itself when it is a plain file read without a key, else the path of its
    decrypted copy; RuntimeError (2.10's texts) when the file and the key disagree."""
    if not os.path.exists(path):
        raise RuntimeError(f"The input: {path} is not exists.")
    if not os.path.isfile(path):
        raise RuntimeError(f"The input: {path} should be a regular file.")
    size = os.path.getsize(path)
    if size < _MIN_FILE_SIZE:
        raise RuntimeError(f"Invalid file, the size of mindrecord file: {size} is smaller than "
                           f"the lower limit: {_MIN_FILE_SIZE}.\n Please check file path: "
                           f"{path} and use 'FileWriter' to generate valid mindrecord files.")
    mode_name, flag = _trailer(path, size)
    key = _state["key"]
    if key is None:
        if flag == _FLAG:
            raise RuntimeError("The mindrecord file is encrypted. You need to configure "
                               "'mindspore.mindrecord.config.set_enc_key(...)' and "
                               "'mindspore.mindrecord.config.set_enc_mode(...)' for decryption.")
        return path
    if flag != _FLAG:
        raise RuntimeError("The mindrecord file is not encrypted. You can set "
                           "'mindspore.mindrecord.config.set_enc_key(None)' to disable the "
                           "decryption.")
    mode = _dec_mode()
    if mode_name != _mode_name(mode):
        raise RuntimeError(_FAILED)
    target = _decrypt_target(path)
    try:
        with open(path, "rb") as src, open(target, "wb+") as out:
            if callable(mode):
                mode(src, size - len(_FLAG), out, key)
            else:
                _decrypt_chunks(src, out, key, mode)
    except BaseException:
        remove_decrypted([target])
        raise
    os.chmod(target, stat.S_IRUSR | stat.S_IWUSR)
    real = os.path.realpath(target)
    _decrypted[real] = _decrypted.get(real, 0) + 1
    return target


_FAILED = "Failed to decrypt data, please check if enc_key and enc_mode / dec_mode is valid."


def _decrypt_chunks(src, out, key, mode):
    from ..train import _crypto
    while True:
        length = int.from_bytes(src.read(_LEN_BYTES), "big", signed=True)
        if length == 0:
            return
        sealed = src.read(length)
        if length < 0 or len(sealed) != length:
            raise RuntimeError(f"Invalid encrypted block length {length} in file: {src.name}.")
        try:
            out.write(_crypto.decrypt(sealed, key.encode(), mode))
        except _crypto.DecryptError:
            raise RuntimeError(_FAILED) from None


def _decrypt_target(path):
    """``<dir>/.decrypt_mindrecord/<uuid of the data file>/<name>``, as 2.10 (a ``.db`` goes
    beside its data file's copy)."""
    real = os.path.realpath(path)
    root = os.path.join(os.path.dirname(real), _DECRYPT_DIR)
    group = os.path.join(root, uuid.uuid5(uuid.NAMESPACE_URL, real.removesuffix(".db")).hex)
    for folder in (root, group):        # owner-only, as 2.10's
        if not os.path.isdir(folder):
            os.mkdir(folder)
            os.chmod(folder, stat.S_IRWXU)
    if root not in _logged_dirs:
        _logged_dirs.add(root)
        logger.warning(f"Temporary decrypt files will be stored in [{root}] and cleaned up "
                       f"automatically when readers or datasets are released.")
    return os.path.join(group, os.path.basename(real))


def decrypted_pair(path):
    """``(data file, index file)`` to read for the MindRecord file ``path`` (its decrypted
    copies when a key is set), and the copies made."""
    data, index = decrypt(path), decrypt(path + ".db")
    return data, [p for p in (data, index) if p not in (path, path + ".db")]


def remove_decrypted(paths, force=False):
    """Release decrypted copies: each is removed (and its ``<uuid>`` folder, once empty) when
    its last reader releases it (``force``: at once)."""
    for path in paths:
        real = os.path.realpath(path)
        users = 0 if force else _decrypted.get(real, 1) - 1
        if users > 0:
            _decrypted[real] = users
            continue
        _decrypted.pop(real, None)
        if os.path.isfile(real):
            os.remove(real)
        group = os.path.dirname(real)       # <uuid>/ (.decrypt_mindrecord/ stays, as 2.10's)
        if os.path.isdir(group) and not os.listdir(group):
            os.rmdir(group)


atexit.register(lambda: remove_decrypted(list(_decrypted), force=True))
