"""mindspore.dataset.text's string operations, tokenizer offsets, Vocab.from_dataset and the
text.transforms / text.utils module paths; expected values measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds
import minicell.dataset.text as text
from minicell.dataset.text import transforms as text_transforms, utils as text_utils


def test_module_paths():
    assert text_transforms.ToNumber is text.ToNumber and text_utils.Vocab is text.Vocab
    assert text.utils.NormalizeForm.NFKC == 2 and text.JiebaMode.MP == 1


def test_to_number():
    out = text.ToNumber(ms.int8)([["1", "2", "3"], ["4", "5", "6"]])
    assert out.dtype == np.int8 and out.tolist() == [[1, 2, 3], [4, 5, 6]]
    assert text.ToNumber(ms.int32)(np.array(["1.5"])).tolist() == [1]
    assert text.ToNumber(ms.float32)(["1.5", "-2e3"]).tolist() == [1.5, -2000.0]
    with pytest.raises(RuntimeError, match=r"string input 300 will be out of bounds if cast to "
                                           r"int8. The valid range is: \[-128, 127\]"):
        text.ToNumber(ms.int8)(["300"])
    with pytest.raises(RuntimeError, match="outside of valid float16 range"):
        text.ToNumber(ms.float16)(["inf"])
    with pytest.raises(RuntimeError, match='it is invalid to convert "a1" to a number'):
        text.ToNumber(ms.int32)(["a1"])
    with pytest.raises(RuntimeError, match="input should be string datatype"):
        text.ToNumber(ms.int32)(np.array([1, 2]))
    with pytest.raises(RuntimeError, match="The op is OneToOne"):
        text.ToNumber(ms.int32)(["1"], ["2"])
    with pytest.raises(TypeError, match="Bool is not numeric data type"):
        text.ToNumber(ms.bool_)
    with pytest.raises(TypeError, match="Invalid user input. Got <class 'list'>"):
        text.ToNumber(ms.int32)([["1", "2", None]])
    with pytest.raises(RuntimeError, match="type should be string"):
        text.ToNumber(ms.int32)(b"12")


def test_sliding_window_ngram_add_token_truncate():
    assert text.SlidingWindow(2, 0)(["a", "b", "c"]).tolist() == [["a", "b"], ["b", "c"]]
    assert text.SlidingWindow(30, 0)(np.array([1, 2, 3])).shape == (0,)
    with pytest.raises(RuntimeError, match="supports 1D input only for now, but got 2D"):
        text.SlidingWindow(2)(np.zeros((2, 2)))
    with pytest.raises(ValueError, match=r"Input width is not within the required interval"):
        text.SlidingWindow(0)
    assert text.Ngram([1, 2, 3], ("_", 2), ("_", 2), " ")(np.array(["a", "b"])).tolist() == \
        ["a", "b", "_ a", "a b", "b _", "_ _ a", "_ a b", "a b _", "b _ _"]
    assert text.Ngram([2, 3, 4, 5])(["Lone", "Star"]).tolist() == ["Lone Star", "", "", ""]
    with pytest.raises(ValueError, match="Input gram_1 must be greater than 0"):
        text.Ngram([1, 0])
    assert text.AddToken("T", False)(np.array([["a", "b"], ["c", "d"]])).tolist() == \
        [["a", "b", "T"], ["c", "d", "T"]]
    with pytest.raises(RuntimeError, match="rank should be 1 or 2"):
        text.AddToken("T")("ab")
    assert text.Truncate(3)(np.array([[1, 2, 3, 4], [5, 6, 7, 8]])).tolist() == \
        [[1, 2, 3], [5, 6, 7]]
    with pytest.raises(RuntimeError, match="dimension 1 or 2"):
        text.Truncate(2)(np.zeros((2, 2, 2)))
    a, b = text.TruncateSequencePair(3)([1, 2, 3], [4, 5])      # a tie cuts the second
    assert a.tolist() == [1, 2] and b.tolist() == [4]


def test_normalizing_and_regex_ops():
    assert text.CaseFold()(["Welcome TO Straße！"]).tolist() == ["welcome to strasse!"]
    assert text.NormalizeUTF8(text.NormalizeForm.NFKC)(["ｈｅｌｌｏ ①"]).tolist() == ["hello 1"]
    assert text.RegexReplace(r"\p{Ll}", "_")(["Hello World"]).tolist() == ["H____ W____"]
    assert text.RegexReplace(r"\s+", "_", False)(["a  b c"]).tolist() == ["a_b c"]
    assert text.RegexTokenizer(r"[\p{P}|\p{S}]+", r"[\p{P}|\p{S}]+")("12￥+36￥=?").tolist() == \
        ["12", "￥+", "36", "￥=?"]
    assert text.RegexTokenizer(r"\p{Han}", r"\p{Han}")("北京!ok").tolist() == ["北", "京", "!ok"]
    wiki = text.FilterWikipediaXML()
    assert wiki(np.array("x&amp;y <b>bold</b> 12 Foo")).tolist() == "x y one two foo"
    assert wiki(np.array("#REDIRECT foo")).tolist() == ""


def test_tokenizers_with_offsets():
    tokens, start, limit = text.UnicodeScriptTokenizer(True, True)("Hi,你好。ok  a1b")
    assert tokens.tolist() == ["Hi", ",", "你好", "。", "ok", "  ", "a", "1", "b"]
    assert start.dtype == np.uint32 and start.tolist() == [0, 2, 3, 9, 12, 14, 16, 17, 18]
    assert limit.tolist() == [2, 3, 9, 12, 14, 16, 17, 18, 19]
    tokens, start, limit = text.WhitespaceTokenizer(True)("北京 欢迎\u3000您")
    assert tokens.tolist() == ["北京", "欢迎", "您"] and start.tolist() == [0, 7, 16]
    assert text.UnicodeCharTokenizer(True)("a北c")[2].tolist() == [1, 4, 5]
    vocab = text.Vocab.from_list(["[UNK]", "hello", "play", "##ing", "!", "北", "wor", "##ld",
                                  "cafe"])
    tokens, start, limit = text.BertTokenizer(vocab, lower_case=True, with_offsets=True)(
        "Hello  playing wOrld! 北 Café [UNK]")
    assert tokens.tolist() == ["hello", "play", "##ing", "wor", "##ld", "!", "北", "cafe",
                               "[UNK]"]
    assert start.tolist() == [0, 7, 11, 15, 18, 20, 22, 26, 31]
    assert limit.tolist() == [5, 11, 14, 18, 20, 21, 25, 30, 36]
    tokens, start, limit = text.WordpieceTokenizer(vocab, with_offsets=True)(
        np.array(["playing", "xyz"]))
    assert tokens.tolist() == ["play", "##ing", "[UNK]"] and limit.tolist() == [4, 7, 3]
    assert text.WordpieceTokenizer(vocab, max_bytes_per_token=4, with_offsets=True)(
        np.array(["favorite"]))[2].tolist() == [5]
    tokens, _, _ = text.BasicTokenizer(keep_whitespace=True, with_offsets=True)("Hi  Café")
    assert tokens.tolist() == ["Hi", "  ", "Café"]


def test_vocab_from_dataset_and_errors():
    def corpus():
        for word, count in {"Z": 4, "Y": 4, "X": 4, "W": 3, "U": 3, "V": 2, "T": 1}.items():
            yield (np.array([word] * count),)
    data = ds.GeneratorDataset(corpus, column_names=["text"])
    vocab = text.Vocab.from_dataset(data, None, (3, 4), 4, special_tokens=["<pad>", "<unk>"])
    assert vocab.vocab() == {"<pad>": 0, "<unk>": 1, "X": 2, "Y": 3, "Z": 4, "U": 5}
    with pytest.raises(ValueError, match="Input top_k must be greater than 0"):
        text.Vocab.from_dataset(data, [123], (2, 3), -1)
    with pytest.raises(ValueError, match="freq_range needs to be a tuple of 2 element"):
        text.Vocab.from_dataset(data, "text", ())
    with pytest.raises(RuntimeError, match="The Vocab has not built yet"):
        text.Vocab().ids_to_tokens(2)
    vocab = text.Vocab.from_list(["w1", "w2", "w3"], special_tokens=["<unk>"])
    assert vocab.tokens_to_ids(np.array("w1")) == 1 and vocab.ids_to_tokens(np.array(2)) == "w2"
    with pytest.raises(TypeError, match=r"Argument tokens\[0\] with value 1"):
        vocab.tokens_to_ids([1, "w3"])
    with pytest.raises(ValueError, match="Input ids is not within the required interval"):
        vocab.ids_to_tokens(-2)
    with pytest.raises(RuntimeError, match='Lookup: "zz" doesn\'t exist in vocab.'):
        text.Lookup(vocab, "zz")(["w1"])
    with pytest.raises(RuntimeError, match="data_type must be numeric including bool"):
        text.Lookup(vocab, "<unk>", ms.string)(["w1"])
