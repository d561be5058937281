"""``mindspore.dataset.text``: vocabularies and the text operations BERT-style pipelines use
(``Vocab``, ``Lookup``, ``BasicTokenizer``, ``WordpieceTokenizer``, ``BertTokenizer``,
``UnicodeCharTokenizer``, ``TruncateSequencePair``, ``to_str``/``to_bytes``), with MindSpore
2.10's outputs: tokens as a numpy str array, ids as int32 (``Lookup``'s ``data_type``). Each
operation runs on numpy values, eagerly or inside ``dataset.map``.

>>> import minicell.dataset.text as text
>>> vocab = text.Vocab.from_list(["[UNK]", "hello", "play", "##ing", "!"])
>>> text.BertTokenizer(vocab, lower_case=True)("Hello playing!").tolist()
['hello', 'play', '##ing', '!']
>>> text.Lookup(vocab, unknown_token="[UNK]")(["hello", "foo"]).tolist()
[1, 0]
"""
from . import transforms, utils  # noqa: F401
from .ops import *  # noqa: F401,F403
from .transforms import *  # noqa: F401,F403
from .utils import *  # noqa: F401,F403
from .vectors import *  # noqa: F401,F403
from .sentencepiece import *  # noqa: F401,F403
from .jieba import *  # noqa: F401,F403
from . import ops as _ops, transforms as _transforms, utils as _utils, vectors as _vectors
from . import jieba as _jieba, sentencepiece as _sentencepiece

__all__ = (_transforms.__all__ + _ops.__all__ + _utils.__all__ + _vectors.__all__ +
           _sentencepiece.__all__ + _jieba.__all__ + ["transforms", "utils"])
