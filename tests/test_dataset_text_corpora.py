"""The CSV text corpora (AGNews, AmazonReview, DBpedia, SogouNews, YahooAnswers, YelpReview):
tiny train.csv/test.csv files read as MindSpore 2.10 reads them (rows measured on 2.10)."""
import pytest

import minicell.dataset as ds


def _write(folder, n):
    folder.mkdir()
    train = [['"3"', '"a, b"', '"say ""hi"""', '"x"'], ['"4"', '"t2"', '"d2"', '"y"']]
    test = [[f'"{i}"', f'"T{i}"', f'"D{i}"', f'"A{i}"'] for i in range(3)]
    for name, rows in (("train", train), ("test", test)):
        (folder / f"{name}.csv").write_text("".join(",".join(r[:n]) + "\n" for r in rows))
    return str(folder)


def _rows(data):
    return [[str(c) for c in r] for r in data.create_tuple_iterator(output_numpy=True)]


TRAIN = [["3", "a, b", 'say "hi"', "x"], ["4", "t2", "d2", "y"]]
TEST = [["0", "T0", "D0", "A0"], ["1", "T1", "D1", "A1"], ["2", "T2", "D2", "A2"]]


@pytest.mark.parametrize("cls, columns, test_first", [
    (ds.AGNewsDataset, ["index", "title", "description"], True),
    (ds.YahooAnswersDataset, ["class", "title", "content", "answer"], True),
    (ds.YelpReviewDataset, ["label", "text"], False),
])
def test_columns_usage_and_all_interleaving(tmp_path, cls, columns, test_first):
    n = len(columns)
    folder = _write(tmp_path / "d", n)
    train, test = [r[:n] for r in TRAIN], [r[:n] for r in TEST]
    assert cls(folder, usage="train", shuffle=False).get_col_names() == columns
    assert _rows(cls(folder, usage="train", shuffle=False)) == train
    assert _rows(cls(folder, usage="test", shuffle=False)) == test
    first, second = (test, train) if test_first else (train, test)
    # 2.10 reads the two files interleaved row by row
    expected = [first[0], second[0], first[1], second[1], first[2] if test_first else second[2]]
    data = cls(folder, shuffle=False)
    assert data.get_dataset_size() == 5 and _rows(data) == expected
    row = next(data.create_tuple_iterator(output_numpy=True))
    assert all(c.dtype.kind == "U" and c.shape == () for c in row)


def test_shards_samples_and_checks(tmp_path):
    folder = _write(tmp_path / "ag", 3)
    assert _rows(ds.AGNewsDataset(folder, usage="test", shuffle=False, num_samples=2)) == \
        [r[:3] for r in TEST[:2]]
    shard0 = ds.AGNewsDataset(folder, shuffle=False, num_shards=2, shard_id=0)
    shard1 = ds.AGNewsDataset(folder, shuffle=False, num_shards=2, shard_id=1)
    assert shard0.get_dataset_size() == shard1.get_dataset_size() == 3
    assert _rows(shard0) == [r[:3] for r in TEST]
    # the last shard wraps round to the first file's rows
    assert _rows(shard1) == [TRAIN[0][:3], TEST[0][:3], TRAIN[1][:3]]
    assert sorted(_rows(ds.AGNewsDataset(folder)))[0] == TEST[0][:3]
    assert {c.__name__ for c in (ds.AmazonReviewDataset, ds.DBpediaDataset,
                                 ds.SogouNewsDataset)} <= set(ds.__all__)
    with pytest.raises(ValueError, match=r"Input usage is not within the valid set of "
                                         r"\['train', 'test', 'all'\]"):
        ds.AGNewsDataset(folder, usage="valid")
    with pytest.raises(ValueError, match="num_samples exceeds the boundary"):
        ds.AGNewsDataset(folder, num_samples=-1)
    with pytest.raises(TypeError, match="shuffle must be of boolean or enum of 'Shuffle'"):
        ds.AGNewsDataset(folder, shuffle=3)
    with pytest.raises(ValueError, match="does not exist or is not a directory"):
        ds.AGNewsDataset(str(tmp_path / "missing"))


def test_line_corpora_skip_empty_lines_and_interleave_by_worker(tmp_path):
    ptb, wiki = tmp_path / "ptb", tmp_path / "wiki"
    ptb.mkdir()
    wiki.mkdir()
    for usage, n in (("train", 3), ("test", 2), ("valid", 2)):
        (ptb / f"ptb.{usage}.txt").write_text("".join(f" {usage} {i} \n" for i in range(n)) + "\n")
        (wiki / f"wiki.{usage}.tokens").write_text(
            "".join(f" = {usage} {i} = \n" for i in range(n)) + " \n\n")
    assert _rows(ds.PennTreebankDataset(str(ptb), usage="valid", shuffle=False)) == \
        [[" valid 0 "], [" valid 1 "]]
    # 2.10: files (test, train, valid) go to the workers in turn, rows from each in turn
    assert _rows(ds.PennTreebankDataset(str(ptb), shuffle=False, num_parallel_workers=2)) == \
        [[" test 0 "], [" train 0 "], [" test 1 "], [" train 1 "], [" valid 0 "],
         [" train 2 "], [" valid 1 "]]
    assert [r[0] for r in _rows(ds.PennTreebankDataset(str(ptb), shuffle=False,
                                                        num_parallel_workers=1))][:3] == \
        [" test 0 ", " test 1 ", " train 0 "]
    shard = ds.PennTreebankDataset(str(ptb), shuffle=False, num_shards=3, shard_id=2,
                                   num_parallel_workers=2)
    assert _rows(shard) == [[" valid 1 "], [" test 0 "], [" test 1 "]]
    train = ds.WikiTextDataset(str(wiki), usage="train", shuffle=False)
    assert train.get_col_names() == ["text"]
    assert _rows(train) == [[" = train 0 = "], [" = train 1 = "], [" = train 2 = "], [" "]]
    with pytest.raises(ValueError, match=r"\['train', 'valid', 'test', 'all'\]"):
        ds.WikiTextDataset(str(wiki), usage="x")
