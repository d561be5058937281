"""``SentencePieceVocab`` and ``SentencePieceTokenizer`` of ``mindspore.dataset.text``, on the
``sentencepiece`` package (the library MindSpore 2.10 links, version 0.1.98; install it with
``pip install minicell[text]``).

MindSpore trains and runs SentencePiece models through that library, so minicell calls it with
the same trainer settings: a vocabulary trained here from the same text, size, coverage and model
type is 2.10's piece for piece with ``sentencepiece==0.1.98`` (measured for UNIGRAM, BPE, CHAR
and WORD from a file, and UNIGRAM/BPE/CHAR from a dataset column; later library versions train
slightly different UNIGRAM and BPE vocabularies). Measured 2.10 behaviour kept here:

- ``from_dataset`` trains on the first of ``col_names`` only (``[]``: the column ``text``), its
  string values in row order; ``params`` are the library's trainer fields, as strings;
- the tokenizer takes one string (a 0-d input) and gives a str array, or int32 ids with
  ``SPieceTokenizerOutType.INT``; a model path is read when the tokenizer first runs;
- the library's failures (a vocabulary size too high for the text, a missing file, an unknown
  trainer field) are 2.10's pipeline RuntimeError holding the library's message.

>>> import minicell.dataset as ds, minicell.dataset.text as text
>>> data = ds.NumpySlicesDataset({"text": ["low lower lowest", "new newer"]}, shuffle=False)
>>> vocab = text.SentencePieceVocab.from_dataset(data, ["text"], 12, 1.0,
...                                              text.SentencePieceModel.CHAR, {})
>>> text.SentencePieceTokenizer(vocab, text.SPieceTokenizerOutType.STRING)("low").tolist()
['▁', 'l', 'o', 'w']
"""
import io
import os
import tempfile

import numpy as np

from ... import log as logger
from ..core.validator_helpers import UINT32_MAX, check_value, type_check, type_check_list
from ..engine import kernel_error, syntax_error
from .ops import _OneToOne, _as_str
from .utils import SentencePieceModel, SPieceTokenizerOutType

__all__ = ["SentencePieceVocab", "SentencePieceTokenizer"]

_C_MODEL = "mindspore._c_dataengine.SentencePieceModel"
_INPUT = ("SentencePieceTokenizer: the input shape should be scalar and the input datatype should "
          "be string.")


def _library():
    try:
        import sentencepiece
    except ImportError:
        raise ImportError("SentencePieceVocab and SentencePieceTokenizer need the 'sentencepiece' "
                          "package: pip install 'minicell[text]' (or sentencepiece==0.1.98, "
                          "the version MindSpore 2.10 links).") from None
    return sentencepiece


def _check_size_type(vocab_size, character_coverage, model_type, params):
    if vocab_size is not None:
        type_check(vocab_size, (int,), "vocab_size")
        check_value(vocab_size, (0, UINT32_MAX), "vocab_size")
    if character_coverage is not None:
        type_check(character_coverage, (float,), "character_coverage")
    if model_type is not None:
        type_check(model_type, (str, SentencePieceModel), "model_type")
    if params is not None:
        type_check(params, (dict,), "params")


def _binding_error(signature, kind, shown):
    """2.10's pybind TypeError when a value passes the Python checks but not the C++ types: a
    ``model_type`` string (the C++ side takes only the enum), ``params`` values not strings."""
    return TypeError(f"{signature}: incompatible {kind} arguments. The following argument "
                     f"types are supported:\n    1. {shown}")


def _c_model(model_type):
    if isinstance(model_type, SentencePieceModel):
        return f"<SentencePieceModel.DE_SENTENCE_PIECE_{model_type.name}: {model_type.value}>"
    return "None"


def _library_message(err):
    """The library's status text without its code ('Internal: ', 'Not found: ')."""
    text = str(err)
    head, sep, rest = text.partition(": ")
    return rest if sep and head.replace("_", " ").lower() in (
        "internal", "not found", "invalid argument", "out of range", "failed precondition",
        "unknown") else text


class SentencePieceVocab:
    """A trained SentencePiece model (``from_dataset``, ``from_file``; ``save_model`` writes
    it). ``SentencePieceVocab()`` is empty: a tokenizer of it fails when it runs, as 2.10's."""

    def __init__(self):
        self.model_proto = None     # the serialized model (bytes)

    @classmethod
    def from_dataset(cls, dataset, col_names, vocab_size, character_coverage, model_type,
                     params):
        """Train on ``dataset``'s column ``col_names[0]`` (``text`` when empty)."""
        if col_names is not None:
            type_check_list(col_names, (str,), "col_names")
        if vocab_size is None:
            raise TypeError("vocab_size must be provided.")
        _check_size_type(vocab_size, character_coverage, model_type, params)
        if col_names is None or not isinstance(model_type, SentencePieceModel) or \
                not _str_params(params):
            shown = ("mindspore._c_dataengine.BuildSentenceVocabNode(arg0: mindspore._c_dataengine"
                     ".Dataset, arg1: mindspore._c_dataengine.SentencePieceVocab, arg2: list[str], "
                     f"arg3: int, arg4: float, arg5: {_C_MODEL}, arg6: dict[str, str])")
            raise _binding_error("__init__()", "constructor", shown + f"\n\nInvoked with: "
                                 f"{dataset!r}, {cls()!r}, {col_names!r}, "
                                 f"{vocab_size}, {character_coverage}, {_c_model(model_type)}, "
                                 f"{params!r}")
        names = dataset.get_col_names()
        column = col_names[0] if col_names else "text"
        if column not in names:
            raise kernel_error(
                f"Invalid column, column name: {column} does not exist, check existed column "
                f"with dataset API 'get_col_names'" if col_names else
                "Invalid data, 'text' column does not exist.")
        sentences = _column_strings(dataset, column)
        vocab = cls()
        vocab.model_proto = _train("", dict(sentence_iterator=sentences), vocab_size,
                                   character_coverage, model_type, params)
        return vocab

    @classmethod
    def from_file(cls, file_path, vocab_size, character_coverage, model_type, params):
        """Train on the text files ``file_path`` (a list of paths, one sentence per line)."""
        if file_path is not None:
            type_check(file_path, (list,), "file_path")
        _check_size_type(vocab_size, character_coverage, model_type, params)
        if not isinstance(model_type, SentencePieceModel) or not _str_params(params) or \
                vocab_size is None or character_coverage is None:
            shown = (f"(arg0: list[str], arg1: int, arg2: float, arg3: {_C_MODEL}, arg4: "
                     "dict[str, str]) -> mindspore._c_dataengine.SentencePieceVocab")
            raise _binding_error("from_file()", "function", shown + f"\n\nInvoked with: "
                                 f"{file_path!r}, {vocab_size}, {character_coverage}, "
                                 f"{_c_model(model_type)}, {params!r}")
        vocab = cls()
        vocab.model_proto = _train("SentencePieceVocab: ", dict(input=",".join(file_path)),
                                   vocab_size, character_coverage, model_type, params)
        return vocab

    @classmethod
    def save_model(cls, vocab, path, filename):
        """Write ``vocab``'s model to ``path/filename`` (``path`` must exist). The file is
        written whole or not at all: a new file is renamed into place once complete."""
        type_check(vocab, (SentencePieceVocab,), "vocab")
        type_check(path, (str,), "path")
        type_check(filename, (str,), "filename")
        if not os.path.isdir(path):
            raise kernel_error(f"Get real path failed, path={path}")
        target = os.path.join(os.path.realpath(path), filename)
        if not os.path.isdir(os.path.dirname(target)):
            # 2.10 writes nothing and raises nothing here (measured: ``filename="sub/x.model"``
            # with no ``sub``); minicell says so
            logger.warning(f"SentencePieceVocab.save_model: {target} not written, its folder "
                           f"does not exist.")
            return
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(target), prefix=".spm-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(vocab.model_proto or b"")
            os.replace(tmp, target)
        except BaseException:
            os.unlink(tmp)
            raise


def _str_params(params):
    return params is None or all(isinstance(k, str) and isinstance(v, str)
                                 for k, v in params.items())


def _column_strings(dataset, column):
    """The string values of ``column``, row by row (other values are skipped, as 2.10's)."""
    for row in dataset.create_dict_iterator(num_epochs=1, output_numpy=True):
        value = np.asarray(row[column])
        if value.dtype.kind == "S":
            value = np.char.decode(value, "utf8")
        if value.dtype.kind == "U":
            yield from (str(s) for s in value.reshape(-1))


def _train(prefix, source, vocab_size, character_coverage, model_type, params):
    spm = _library()
    out = io.BytesIO()
    try:
        spm.SentencePieceTrainer.train(
            model_writer=out, vocab_size=vocab_size, character_coverage=character_coverage,
            model_type=model_type.name.lower(), minloglevel=2, **source, **(params or {}))
    except (RuntimeError, OSError) as err:
        raise kernel_error(prefix + _library_message(err)) from None
    return out.getvalue()


class SentencePieceTokenizer(_OneToOne):
    """Tokenize one string with a SentencePiece model: ``mode`` a ``SentencePieceVocab`` or the
    path of a model file; ``out_type`` ``SPieceTokenizerOutType.STRING`` (pieces) or ``INT``
    (ids, int32)."""

    def __init__(self, mode, out_type):
        type_check(mode, (str, SentencePieceVocab),
                   "mode is not an instance of str or text.SentencePieceVocab.")
        type_check(out_type, (SPieceTokenizerOutType,),
                   "out_type is not an instance of SPieceTokenizerOutType")
        self.mode, self.out_type = mode, out_type
        self._processor = None

    def __getstate__(self):          # (the library's processor is not picklable; it reloads)
        return {**self.__dict__, "_processor": None}

    def __call__(self, *args):
        if len(args) == 1 and isinstance(args[0], bytes):     # (2.10: its one input text)
            raise kernel_error(_INPUT)
        if isinstance(self.mode, SentencePieceVocab) and self.mode.model_proto is None:
            raise syntax_error("SentencePieceTokenizer: vocab object type is incorrect or null.")
        return super().__call__(*args)

    def _load(self):
        if self._processor is None:
            spm = _library()
            if isinstance(self.mode, str):
                if not os.path.isfile(self.mode):
                    raise RuntimeError(f"The file {self.mode} does not exist.")
                processor = spm.SentencePieceProcessor(model_file=self.mode)
            else:
                processor = spm.SentencePieceProcessor(model_proto=self.mode.model_proto)
            self._processor = processor
        return self._processor

    def _apply(self, arr):
        if arr.ndim != 0 or arr.dtype.kind not in "US":
            raise RuntimeError(_INPUT)
        processor = self._load()
        s = str(_as_str(arr))
        if self.out_type == SPieceTokenizerOutType.INT:
            return np.asarray(processor.encode(s), np.int32)
        pieces = processor.encode(s, out_type=str)
        return np.asarray(pieces) if pieces else np.array([], "<U1")
