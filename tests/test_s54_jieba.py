"""dataset.text.JiebaTokenizer against MindSpore 2.10 (cppjieba), measured with a dictionary and
an HMM model of our own (written below: the emissions are seeded random log-probabilities)."""
import copy
import random

import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.text as text
from minicell.dataset.text import JiebaMode

CHARS = "我来到北京清华大学今天天气很好他说的确实在理小明硕士毕业于中国科学院计算所"
WORDS = {"我": 5000, "来到": 300, "北京": 800, "清华": 200, "清华大学": 150, "大学": 900,
         "华大": 10, "今天": 700, "天天": 100, "天气": 400, "很": 3000, "好": 2000, "他": 4000,
         "说": 3000, "的": 20000, "的确": 200, "确实": 300, "实在": 250, "在": 8000, "理": 300,
         "小明": 50, "硕士": 120, "毕业": 300, "于": 2000, "中国": 1500, "科学": 600,
         "科学院": 200, "学院": 400, "中国科学院": 100, "计算": 300, "计算所": 20, "所": 1500,
         "来": 2500, "到": 2400, "北": 300, "京": 200}


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("jieba")
    rng = random.Random(3)
    lines = ["#", "#prob_start", "-0.26268660809250016 -3.14e+100 -3.14e+100 -1.4652633398537678",
             "#", "#prob_trans",
             "-3.14e+100 -0.510825623765990 -0.916290731874155 -3.14e+100",
             "-0.5897149736854513 -3.14e+100 -3.14e+100 -0.8085250474669937",
             "-3.14e+100 -0.33344856811948514 -1.2603623820268226 -3.14e+100",
             "-0.7211965654669841 -3.14e+100 -3.14e+100 -0.6658631448798212", "#", "#prob_emit"]
    for state in "BEMS":
        lines.append("#" + state)
        lines.append(",".join(f"{c}:{-rng.uniform(5, 12):.6f}" for c in sorted(set(CHARS))))
    (folder / "hmm.utf8").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (folder / "dict.utf8").write_text("\n".join(f"{w} {f} n" for w, f in WORDS.items()) + "\n",
                                      encoding="utf-8")
    return str(folder / "hmm.utf8"), str(folder / "dict.utf8"), folder


CASES = {   # sentence: (MP, HMM, MIX), as 2.10 gives them
    "我来到北京清华大学": ("我 来到 北京 清华大学", "我 来 到北京 清 华 大 学", "我 来到 北京 清华大学"),
    "今天天气很好": ("今天 天气 很 好", "今 天 天气 很 好", "今天 天气 很 好"),
    "他说的确实在理": ("他 说 的 确实 在 理", "他说 的确 实在 理", "他说 的 确实 在理"),
    "小明硕士毕业于中国科学院计算所": ("小明 硕士 毕业 于 中国科学院 计算所",
                                       "小 明 硕 士 毕 业于 中 国科 学院 计算所",
                                       "小明 硕士 毕业 于 中国科学院 计算所"),
    "北京2024年奥运abc": ("北京 2 0 2 4 年 奥 运 a b c", "北京 2024 年 奥 运 abc",
                          "北京 2024 年 奥 运 abc"),
    "数字3.14和12abc以及abc12.5": ("数 字 3 . 1 4 和 1 2 a b c 以 及 a b c 1 2 . 5",
                                   "数 字 3.14 和 12 abc 以 及 abc12 . 5",
                                   "数 字 3.14 和 12 abc 以 及 abc12 . 5"),
    "日本語テキスト😀好": ("日 本 語 テ キ ス ト 😀 好",) * 3,
}


@pytest.mark.parametrize("sentence", list(CASES))
@pytest.mark.parametrize("mode", [JiebaMode.MP, JiebaMode.HMM, JiebaMode.MIX])
def test_segmentation_matches_2_10(files, sentence, mode):
    hmm, mp, _ = files
    want = CASES[sentence][[JiebaMode.MP, JiebaMode.HMM, JiebaMode.MIX].index(mode)].split()
    assert text.JiebaTokenizer(hmm, mp, mode)(sentence).tolist() == want


def test_separators_empty_input_and_offsets(files):
    hmm, mp, _ = files
    op = text.JiebaTokenizer(hmm, mp, JiebaMode.MIX, with_offsets=True)
    tokens, start, end = op("明天abc123好 的 ，OK")
    assert tokens.tolist() == ["明天", "abc123", "好", " ", "的", " ", "，", "OK"]
    assert start.dtype == np.uint32 and start.tolist() == [0, 6, 12, 15, 16, 19, 20, 23]
    assert end.tolist() == [6, 12, 15, 16, 19, 20, 23, 25]
    assert [a.tolist() for a in op("")] == [[""], [], []]
    assert text.JiebaTokenizer(hmm, mp, JiebaMode.MP)("  空格  ").tolist() == \
        [" ", " ", "空", "格", " ", " "]


def test_user_words(files):
    hmm, mp, folder = files
    op = text.JiebaTokenizer(hmm, mp, JiebaMode.MP)
    op.add_word("北京清华", 10000)
    op.add_word("硕士毕业")
    assert op("我来到北京清华大学").tolist() == ["我", "来到", "北京清华", "大学"]
    assert op("小明硕士毕业于中国").tolist() == ["小明", "硕士毕业", "于", "中国"]
    mix = text.JiebaTokenizer(hmm, mp, JiebaMode.MIX)
    mix.add_dict({"天气很好": 5})
    assert mix("今天天气很好").tolist() == ["今天", "天气很好"]
    single = text.JiebaTokenizer(hmm, mp, JiebaMode.MIX)
    single.add_word("说")                       # 2.10: the HMM still joins single characters
    assert single("他说的确实在理").tolist() == ["他说", "的", "确实", "在理"]
    user = folder / "user.txt"
    user.write_text("北京清华 20\n  硕士毕业  \nbad line here\n大学生\n", encoding="utf-8")
    from_file = text.JiebaTokenizer(hmm, mp, JiebaMode.MP)
    from_file.add_dict(str(user))
    assert from_file("小明硕士毕业于北京清华大学生").tolist() == \
        ["小明", "硕士毕业", "于", "北京清华", "大学生"]
    assert copy.deepcopy(from_file)("北京清华").tolist() == ["北京清华"]


def test_in_a_pipeline(files):
    hmm, mp, _ = files
    data = ds.NumpySlicesDataset({"text": ["我来到北京清华大学", "今天天气很好"]}, shuffle=False)
    data = data.map(operations=text.JiebaTokenizer(hmm, mp, with_offsets=True),
                    input_columns=["text"], output_columns=["token", "start", "end"])
    rows = [[r[k].tolist() for k in ("token", "start", "end")]
            for r in data.create_dict_iterator(output_numpy=True)]
    assert rows == [[["我", "来到", "北京", "清华大学"], [0, 3, 9, 15], [3, 9, 15, 27]],
                    [["今天", "天气", "很", "好"], [0, 6, 12, 15], [6, 12, 15, 18]]]


def test_argument_checks(files, tmp_path):
    hmm, mp, _ = files
    cases = [
        (lambda: text.JiebaTokenizer(None, mp), ValueError,
         "The dict of HMMSegment in cppjieba is not provided."),
        (lambda: text.JiebaTokenizer(1, mp), TypeError,
         "Wrong input type for hmm_path, should be string."),
        (lambda: text.JiebaTokenizer(hmm, None), ValueError,
         "The dict of MPSegment in cppjieba is not provided."),
        (lambda: text.JiebaTokenizer(hmm, mp, 1), TypeError,
         "Wrong input type for mode, should be JiebaMode."),
        (lambda: text.JiebaTokenizer(hmm, mp, JiebaMode.MP, 1), TypeError,
         "Wrong input type for with_offsets, should be boolean."),
        (lambda: text.JiebaTokenizer("/nonexistent/h.utf8", mp), ValueError,
         " jieba mode file /nonexistent/h.utf8 is not exist."),
        (lambda: text.JiebaTokenizer(hmm, mp).add_word(None), ValueError, "word is not provided."),
        (lambda: text.JiebaTokenizer(hmm, mp).add_dict(3), TypeError,
         "The type of user_dict must str or dict."),
        (lambda: text.JiebaTokenizer(hmm, mp).add_dict("/nonexistent/u.txt"), ValueError,
         "user dict file /nonexistent/u.txt is not exist."),
    ]
    for call, err, message in cases:
        with pytest.raises(err) as info:
            call()
        assert str(info.value) == message
    bad = tmp_path / "bad.utf8"
    bad.write_text("北京 10\n", encoding="utf-8")
    with pytest.raises(RuntimeError, match=r"\[ERROR\] JiebaTokenizer: Split result illegal, "
                                           r"line: 北京 10"):
        text.JiebaTokenizer(hmm, str(bad))("北京")


@pytest.mark.parametrize("value", [np.array(["我来", "到"]), np.array(5), b"abc", ["我来"]])
def test_takes_one_string(files, value):
    hmm, mp, _ = files
    with pytest.raises(RuntimeError, match=r"\[ERROR\] JiebaTokenizerOp: the input shape should "
                                           r"be scalar and the input datatype should be string"):
        text.JiebaTokenizer(hmm, mp, JiebaMode.MP)(value)
