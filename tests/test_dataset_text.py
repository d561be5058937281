"""mindspore.dataset.text: Vocab, Lookup and the BERT tokenizers, with outputs measured on
MindSpore 2.10 (eager and inside dataset.map)."""
import numpy as np
import pytest

import minicell as ms
import minicell.dataset as ds
import minicell.dataset.text as text


@pytest.fixture
def vocab():
    return text.Vocab.from_list(["[PAD]", "[UNK]", "hello", "un", "##aff", "##able",
                                 "[unused1]", "play", "##s", "!"])


def test_vocab_constructors_and_queries(tmp_path):
    v = text.Vocab.from_list(["a", "b"], special_tokens=["<pad>", "<unk>"], special_first=False)
    assert v.vocab() == {"a": 0, "b": 1, "<pad>": 2, "<unk>": 3}
    assert v.tokens_to_ids(["b", "zz"]) == [1, -1] and v.ids_to_tokens([0, 9]) == ["a", ""]
    with pytest.raises(ValueError, match="duplicate word: a"):
        text.Vocab.from_list(["a", "a"])
    path = tmp_path / "vocab.txt"
    path.write_text("hello\nworld\tx\n\nfoo\n")
    assert text.Vocab.from_file(str(path)).vocab() == {"hello": 0, "world\tx": 1, "": 2, "foo": 3}
    assert text.Vocab.from_file(str(path), delimiter="\t", special_tokens=["<u>"]).vocab() == \
        {"<u>": 0, "hello": 1, "world": 2, "": 3, "foo": 4}


def test_lookup_ids_dtype_and_unknown(vocab):
    out = text.Lookup(vocab, unknown_token="[UNK]")(["hello", "foo", "play"])
    assert out.dtype == np.int32 and out.tolist() == [2, 1, 7]
    assert text.Lookup(vocab, "[UNK]", data_type=ms.int64)(np.array(["x"])).dtype == np.int64
    with pytest.raises(RuntimeError, match='token: "foo" doesn\'t exist in vocab'):
        text.Lookup(vocab)(["foo"])


def test_bert_tokenizer_matches_mindspore(vocab):
    got = text.BertTokenizer(vocab)("hello unaffable [UNK] [unused1] [CLS] héllo 你好 a\tb")
    assert got.tolist() == ["hello", "un", "##aff", "##able", "[UNK]", "[unused1]", "[UNK]",
                            "[UNK]", "[UNK]", "[UNK]", "[UNK]", "[UNK]"]
    lower = text.BertTokenizer(vocab, lower_case=True)("HÉLLO UnAffable [UNK] Plays!")
    assert lower.tolist() == ["hello", "un", "##aff", "##able", "[UNK]", "play", "##s", "!"]
    assert text.BertTokenizer(vocab, unknown_token="")("foo").tolist() == ["foo"]
    assert text.BertTokenizer(vocab, preserve_unused_token=False)("[UNK]").tolist() == \
        ["[UNK]"] * 3
    assert text.BertTokenizer(vocab)("").tolist() == [""]
    assert text.BasicTokenizer()("Hello, World!").tolist() == ["Hello", ",", "World", "!"]


def test_char_tokenizer_truncate_pair_and_string_helpers():
    assert text.UnicodeCharTokenizer()("hé o").tolist() == ["h", "é", " ", "o"]
    a, b = text.TruncateSequencePair(4)(np.array([1, 2, 3]), np.array([4, 5, 6]))
    assert a.tolist() == [1, 2] and b.tolist() == [4, 5]
    a, b = text.TruncateSequencePair(4)(np.array([1, 2, 3, 4, 5]), np.array([4]))
    assert a.tolist() == [1, 2, 3] and b.tolist() == [4]
    assert text.to_str(np.array([b"ab", b"c"])).tolist() == ["ab", "c"]
    assert text.to_bytes(np.array(["ab"])).tolist() == [b"ab"]


def test_text_ops_in_a_pipeline(vocab):
    data = ds.NumpySlicesDataset(["hello plays"], column_names=["t"], shuffle=False)
    data = data.map(text.BertTokenizer(vocab)).map(text.Lookup(vocab, "[UNK]"))
    rows = [r[0].tolist() for r in data.create_tuple_iterator(output_numpy=True)]
    assert rows == [[2, 7, 8]]
