"""Pre-trained word vectors of ``mindspore.dataset.text``: ``Vectors``, ``GloVe``, ``FastText``,
``CharNGram`` (``from_file``) and ``ToVectors``, which maps tokens to their vectors, with MindSpore 2.10's
outputs and error messages (measured).

A vectors file has one token per line followed by its values, separated by spaces; a first
line of two integers (the count and the dimension) is skipped, as 2.10 does. ``ToVectors`` gives
float32 rows: one token (a string, or an array holding one) gives its vector, more tokens one
row each (flattened); a token not in the file gives ``unk_init`` (zeros by default), after
trying its lower-case form when ``lower_case_backup`` is set.

>>> import os, tempfile, minicell.dataset.text as text
>>> path = os.path.join(tempfile.mkdtemp(), "v.txt")
>>> _ = open(path, "w").write("ok 0.5 1\\nHello 2 3\\n")
>>> text.ToVectors(text.Vectors.from_file(path))(["ok", "nope"]).tolist()
[[0.5, 1.0], [0.0, 0.0]]
"""
import fnmatch
import os

import numpy as np

from ..engine import kernel_error
from .ops import _OneToOne, _as_str, _check_int, _type_error

__all__ = ["Vectors", "GloVe", "FastText", "CharNGram", "ToVectors"]


class Vectors:
    """Token -> vector table read from a text file: ``Vectors.from_file(file_path,
    max_vectors=None)`` keeps the first ``max_vectors`` tokens (all when None)."""
    _name, _pattern = "Vectors", None

    def __init__(self, table, dim):
        self._table, self.dim = table, dim

    @classmethod
    def from_file(cls, file_path, max_vectors=None):
        if not isinstance(file_path, str):
            raise _type_error("file_path", file_path, [str])
        if max_vectors is not None:
            _check_int("max_vectors", max_vectors, low=0)
        _check_file(cls, file_path)
        table, dim = {}, None
        with open(file_path, encoding="utf-8") as f:
            for number, line in enumerate(f):
                fields = line.rstrip("\n").rstrip(" ").split(" ")
                if number == 0 and len(fields) == 2 and all(x.isdigit() for x in fields):
                    continue                       # "count dimension" header
                if max_vectors is not None and len(table) >= max_vectors:
                    break
                token, values = fields[0], fields[1:]
                if len(values) <= 1:               # 2.10 says 1 for a bare token too
                    raise kernel_error("Vectors: token with 1-dimensional vector.")
                if dim is None:
                    dim = len(values)
                elif len(values) != dim:
                    raise kernel_error(f"Vectors: all vectors must have the same number of "
                                       f"dimensions, but got dim {len(values)} while expecting "
                                       f"{dim}")
                table.setdefault(token, np.asarray(values, np.float32))
        if dim is None and max_vectors != 0:
            raise kernel_error("Vectors: invalid file, file is empty.")
        return cls(table, dim or 0)

    def _lookup(self, token):
        return self._table.get(token)


def _check_file(cls, file_path):
    """2.10's checks of a vectors file, in its C++ texts: GloVe and FastText (a ``_pattern``)
    cannot open a missing file or a folder, then check the name; the rest is 'Vectors' (a
    folder reads as an empty file)."""
    if cls._pattern and not os.path.isfile(file_path):
        raise kernel_error(f"{cls._name}: invalid file, failed to open {cls._name} file.")
    if cls._pattern and not fnmatch.fnmatch(os.path.basename(file_path), cls._pattern):
        raise kernel_error(f"{cls._name}: invalid file, can not find file "
                           f"'{cls._pattern}', but got: {file_path}")
    if not os.path.exists(file_path):
        raise kernel_error(f"Vectors: get real path failed, path: {file_path}")
    if os.path.isdir(file_path):
        raise kernel_error("Vectors: invalid file, file is empty.")


class GloVe(Vectors):
    """``Vectors`` of a GloVe file (its name must match ``glove.6B.*.txt``, as in 2.10)."""
    _name, _pattern = "GloVe", "glove.6B.*.txt"


class FastText(Vectors):
    """``Vectors`` of a fastText ``*.vec`` file."""
    _name, _pattern = "FastText", "*.vec"


class CharNGram(Vectors):
    """Character n-gram vectors (``2gram-#BEGIN#a``... keys): a token's vector is the mean of
    those of its 2-, 3- and 4-grams, the token framed by ``#BEGIN#`` and ``#END#`` (2.10's)."""
    _name = "CharNGram"

    def _lookup(self, token):
        chars = ["#BEGIN#"] + list(token) + ["#END#"]
        found = [self._table.get(f"{n}gram-" + "".join(chars[i:i + n]))
                 for n in (2, 3, 4) for i in range(len(chars) - n + 1)]
        found = [v for v in found if v is not None]
        return np.mean(found, axis=0, dtype=np.float32) if found else None


class ToVectors(_OneToOne):
    """``ToVectors(vectors, unk_init=None, lower_case_backup=False)``: each token's vector."""

    def __init__(self, vectors, unk_init=None, lower_case_backup=False):
        if not isinstance(vectors, Vectors):
            raise _type_error("vectors", vectors, ["<class 'mindspore._c_dataengine.Vectors'>"])
        if unk_init is not None and not isinstance(unk_init, (list, tuple)):
            raise _type_error("unk_init", unk_init, [list, tuple])
        if not isinstance(lower_case_backup, bool):
            raise _type_error("lower_case_backup", lower_case_backup, [bool])
        self.vectors, self.lower_case_backup = vectors, lower_case_backup
        self.unk_init = None if unk_init is None else np.asarray(unk_init, np.float32)

    def _vector(self, token):
        found = self.vectors._lookup(token)
        if found is None and self.lower_case_backup:
            found = self.vectors._lookup(token.lower())
        if found is not None:
            return found
        return np.zeros(self.vectors.dim, np.float32) if self.unk_init is None else self.unk_init

    def _apply(self, arr):
        if self.unk_init is not None and self.unk_init.size != self.vectors.dim:
            # 2.10 checks it on every call, a token found or not
            raise RuntimeError(f"ToVectors: unk_init must be the same length as vectors, but "
                               f"got unk_init: {self.unk_init.size} and vectors: "
                               f"{self.vectors.dim}")
        if arr.dtype.kind not in "US":
            raise RuntimeError("ToVectors: input tensor type should be string.")
        arr = _as_str(arr)
        if arr.size == 1:                 # 2.10: one token, of any shape, gives one vector
            return self._vector(str(arr.reshape(-1)[0])).copy()
        return np.stack([self._vector(str(t)) for t in arr.reshape(-1)])
