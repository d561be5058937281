"""The text and audio dataset readers (text_sources.py, translation_sources.py,
audio_sources.py) on tiny files in each format's layout; expected rows, dtypes and errors
measured on MindSpore 2.10 with the same files."""
import json
import os
import wave

import numpy as np
import pytest

import minicell.dataset as ds


def _write(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
        f.write(text)


def _rows(data, k=None):
    rows = [tuple(c for c in r) for r in data.create_tuple_iterator(num_epochs=1,
                                                                    output_numpy=True)]
    return rows if k is None else [r[k].tolist() for r in rows]


def _wav(path, samples, rate=16000):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(rate)
        f.writeframes(np.asarray(samples, "<i2").tobytes())


def test_imdb_rows_labels_and_shards(tmp_path):
    for usage in ("train", "test"):
        for folder in ("pos", "neg"):
            for i in range(2):
                _write(str(tmp_path / usage / folder / f"{i}.txt"), f"{usage} {folder} {i}")
    _write(str(tmp_path / "train" / "unsup" / "0.txt"), "unsup")
    data = ds.IMDBDataset(str(tmp_path), shuffle=False)
    assert data.get_col_names() == ["text", "label"] and data.get_dataset_size() == 8
    rows = _rows(data)
    assert [r[0].item() for r in rows[:3]] == ["train pos 0", "train pos 1", "train neg 0"]
    assert [int(r[1]) for r in rows] == [1, 1, 0, 0, 1, 1, 0, 0]
    assert rows[0][1].dtype == np.int32
    shard = ds.IMDBDataset(str(tmp_path), shuffle=False, num_shards=3, shard_id=1)
    assert _rows(shard, 0) == ["train pos 1", "test pos 0", "test neg 1"]
    with pytest.raises(ValueError, match="num_parallel_workers exceeds"):
        ds.IMDBDataset(str(tmp_path), num_parallel_workers=0)


def test_conll2000_sentences_size_counts_lines_and_shards_cut_sentences(tmp_path):
    _write(str(tmp_path / "test.txt"), "He PBP B-NP\nreckons   VBZ  B-VP\n. . O\n\n"
                                       "The DT B-NP\nend NN I-NP\n\n")
    _write(str(tmp_path / "train.txt"), "A DT B-NP\nb NN I-NP\n\nC NN B-NP\n")
    ds.config.set_num_parallel_workers(1)
    try:
        data = ds.CoNLL2000Dataset(str(tmp_path), shuffle=False)
        assert data.get_col_names() == ["word", "pos_tag", "chunk_tag"]
        assert data.get_dataset_size() == 8          # the non-empty lines, as 2.10 counts
        rows = _rows(data)
        # the last sentence of train.txt has no blank line after it: 2.10 drops it
        assert [r[0].tolist() for r in rows] == [["He", "reckons", "."], ["The", "end"],
                                                 ["A", "b"]]
        assert rows[0][1].tolist() == ["PBP", "", "."] and rows[0][2].tolist() == \
            ["B-NP", "", "O"]
        shard = ds.CoNLL2000Dataset(str(tmp_path), shuffle=False, num_shards=3, shard_id=1)
        assert shard.get_dataset_size() == 3
        assert _rows(shard, 0) == [["The", "end"], ["A"]]
    finally:
        ds.config.set_num_parallel_workers(2)
    with pytest.raises(ValueError, match="num_samples exceeds the boundary"):
        ds.CoNLL2000Dataset(str(tmp_path), num_samples=-1)


def test_udpos_and_enwik9(tmp_path):
    for name, words in (("dev", "From\tA\tB\n\n"), ("test", "What\tC\tD\n"),
                        ("train", "Psg\tE\tF\nBus\tG\tH\n")):
        _write(str(tmp_path / f"en-ud-tag.v2.{name}.txt"), words)
    data = ds.UDPOSDataset(str(tmp_path), shuffle=False, num_parallel_workers=1)
    assert data.get_col_names() == ["word", "universal", "stanford"]
    assert data.get_dataset_size() == 4
    assert _rows(data, 0) == [["From"]]     # test's and train's sentences end at the file end
    _write(str(tmp_path / "en-ud-tag.v2.train.txt"), "Psg\tE\tF\nBus\tG\tH\n\n")
    assert _rows(ds.UDPOSDataset(str(tmp_path), usage="train", shuffle=False), 2) == \
        [["F", "H"]]
    _write(str(tmp_path / "w" / "enwik9"), b"  <page>\n\xff\xfe\n", "wb")
    data = ds.EnWik9Dataset(str(tmp_path / "w"), shuffle=False)
    assert data.get_dataset_size() == 2
    with pytest.raises(RuntimeError, match="Failed to cast to Unicode string"):
        _rows(data)
    with pytest.raises(ValueError, match="The folder  does not exist"):
        ds.EnWik9Dataset("")
    with pytest.raises(ValueError, match="Input dataset_files can not be empty"):
        ds.TextFileDataset("")


def test_sst2_squad(tmp_path):
    _write(str(tmp_path / "train.tsv"), "sentence\tlabel\nit is good . \t1\nbad\t0\n")
    _write(str(tmp_path / "test.tsv"), "index\tsentence\n0\tfirst .\n")
    assert _rows(ds.SST2Dataset(str(tmp_path), shuffle=False)) == \
        [("it is good . ", "1"), ("bad", "0")]
    test = ds.SST2Dataset(str(tmp_path), usage="test", shuffle=False)
    assert test.get_col_names() == ["sentence"] and _rows(test, 0) == ["first ."]
    with pytest.raises(ValueError, match=r"usage is not within the valid set of \['train', "
                                         r"'test', 'dev'\]"):
        ds.SST2Dataset(str(tmp_path), usage="all")
    squad = {"data": [{"title": "t", "paragraphs": [{"context": "ctx", "qas": [
        {"question": "q1", "id": "1", "answers": [{"text": "a", "answer_start": 3}] * 2},
        {"question": "q2", "id": "2", "answers": [], "is_impossible": True}]}]}]}
    _write(str(tmp_path / "dev-v2.0.json"), json.dumps(squad))
    data = ds.SQuADDataset(str(tmp_path), usage="dev", shuffle=False)
    assert data.get_col_names() == ["context", "question", "text", "answer_start"]
    rows = _rows(data)
    assert rows[0][2].tolist() == ["a", "a"] and rows[0][3].tolist() == [3, 3]
    assert rows[1][2].tolist() == [""] and rows[1][3].tolist() == [4294967295]
    assert rows[1][3].dtype == np.uint32


def test_clue_tasks_columns_and_types(tmp_path):
    wsc = {"target": {"span1_index": 0, "span1_text": "A", "span2_index": 4,
                      "span2_text": "B"}, "idx": 7, "text": "text", "label": "true"}
    _write(str(tmp_path / "wsc.json"), json.dumps(wsc) + "\n")
    data = ds.CLUEDataset(str(tmp_path / "wsc.json"), task="WSC", usage="eval", shuffle=False)
    assert data.get_col_names() == ["idx", "label", "span1_index", "span1_text",
                                    "span2_index", "span2_text", "text"]
    row = _rows(data)[0]
    assert [v.tolist() for v in row] == [7, "true", 0, "A", 4, "B", "text"]
    assert row[0].dtype == np.uint32
    _write(str(tmp_path / "csl.json"), json.dumps({"id": 2, "abst": "x",
                                                   "keyword": ["k1", "k2"]}) + "\n")
    data = ds.CLUEDataset(str(tmp_path / "csl.json"), task="CSL", usage="test", shuffle=False)
    assert data.get_col_names() == ["abst", "id", "keyword"]
    assert [v.tolist() for v in _rows(data)[0]] == ["x", 2, ["k1", "k2"]]
    with pytest.raises(ValueError, match="The following patterns did not match any files"):
        ds.CLUEDataset(str(tmp_path), task="CSL")
    _write(str(tmp_path / "a.json"), json.dumps({"id": 1, "abst": "a", "keyword": []}) + "\n")
    data = ds.CLUEDataset([str(tmp_path / "csl.json"), str(tmp_path / "a.json")], task="CSL",
                          usage="test", shuffle=False, num_parallel_workers=1)
    assert _rows(data, 0) == ["a", "x"]         # the files in name order
    with pytest.raises(ValueError, match="task should be 'AFQMC'"):
        ds.CLUEDataset(str(tmp_path / "csl.json"), task="X")


def test_translation_corpora(tmp_path):
    for folder, stem in (("training", "train"), ("validation", "val"),
                         ("mmt16_task1_test", "test")):
        _write(str(tmp_path / folder / f"{stem}.en"), f"{stem} en 1\n{stem} en 2\n")
        _write(str(tmp_path / folder / f"{stem}.de"), f"{stem} de 1\n{stem} de 2\n")
    data = ds.Multi30kDataset(str(tmp_path), usage="train", language_pair=["de", "en"],
                              shuffle=False)
    assert _rows(data) == [("train de 1", "train en 1"), ("train de 2", "train en 2")]
    with pytest.raises(ValueError, match="language_pair should be a list or tuple of length 2"):
        ds.Multi30kDataset(str(tmp_path), language_pair=["en", "en", "de"])
    folder = tmp_path / "iw" / "texts" / "de" / "en" / "de-en"
    _write(str(folder / "train.tags.de-en.de"), "<url>u</url>\n Hallo.\n")
    _write(str(folder / "train.tags.de-en.en"), "<url>u</url>\nHello.\n")
    for lang, text in (("de", "Heute."), ("en", "Today.")):
        for name in ("tst2013", "tst2014"):
            _write(str(folder / f"IWSLT16.TED.{name}.de-en.{lang}.xml"),
                   f'<?xml version="1.0" encoding="UTF-8"?>\n<mteval>\n<srcset setid="x" '
                   f'srclang="german">\n<doc docid="1" genre="test">\n<url>u</url>\n'
                   f'<seg id="1"> {text} {name} </seg>\n</doc>\n</srcset>\n</mteval>\n')
    data = ds.IWSLT2016Dataset(str(tmp_path / "iw"), shuffle=False, num_parallel_workers=1)
    assert _rows(data) == [("Hallo.", "Hello."), ("Heute. tst2013", "Today. tst2013"),
                           ("Heute. tst2014", "Today. tst2014")]


def test_audio_readers(tmp_path):
    _wav(tmp_path / "yn" / "0_1_1.wav", [2, -2, 32767])
    data = ds.YesNoDataset(str(tmp_path / "yn"), shuffle=False)
    wave_, rate, label = _rows(data)[0]
    assert wave_.dtype == np.float32 and wave_.shape == (1, 3)
    np.testing.assert_allclose(wave_[0], [2 / 32767, -2 / 32767, 1.0], rtol=1e-6)
    assert rate.dtype == np.int32 and int(rate) == 16000
    assert label.tolist() == [0, 1, 1] and label.dtype == np.int32

    root = tmp_path / "lt" / "train-clean-100" / "19" / "198"
    _wav(root / "19_198_000000_000001.wav", [0, 1], 24000)
    _write(str(root / "19_198.trans.tsv"), "19_198_000000_000001\tHi there\thi there\n")
    row = _rows(ds.LibriTTSDataset(str(tmp_path / "lt"), shuffle=False))[0]
    assert [v.tolist() for v in row[1:]] == [24000, "Hi there", "hi there", 19, 198,
                                             "19_198_000000_000001"]
    assert row[1].dtype == np.uint32 and row[4].dtype == np.uint32

    sc = tmp_path / "sc"
    for rel in ("bob/aa_nohash_0.wav", "bob/bb_nohash_1.wav", "cat/cc_nohash_2.wav",
                "_background_noise_/noise.wav"):
        _wav(sc / rel, [1])
    _write(str(sc / "testing_list.txt"), "cat/cc_nohash_2.wav\n")
    _write(str(sc / "validation_list.txt"), "bob/bb_nohash_1.wav\n")
    data = ds.SpeechCommandsDataset(str(sc), shuffle=False)
    assert [r[2:] for r in _rows(data)] == [("bob", "aa", 0), ("bob", "bb", 1),
                                             ("cat", "cc", 2)]
    assert _rows(ds.SpeechCommandsDataset(str(sc), usage="test", shuffle=False), 3) == ["cc"]
    assert _rows(ds.SpeechCommandsDataset(str(sc), usage="train", shuffle=False), 3) == ["aa"]

    cmu = tmp_path / "cmu" / "cmu_us_aew_arctic"
    _wav(cmu / "wav" / "arctic_a0001.wav", [5])
    _write(str(cmu / "etc" / "txt.done.data"), '( arctic_a0001 "Dog." )\n')
    row = _rows(ds.CMUArcticDataset(str(tmp_path / "cmu"), shuffle=False))[0]
    assert row[1].dtype == np.uint32 and [row[2].item(), row[3].item()] == ["Dog.", "a0001"]

    lj = tmp_path / "lj"
    _wav(lj / "wavs" / "LJ001.wav", [5], 22050)
    _write(str(lj / "metadata.csv"), "LJ001|Text 1|text one\n")
    row = _rows(ds.LJSpeechDataset(str(lj), shuffle=False))[0]
    assert row[1].dtype == np.int32 and [row[2].item(), row[3].item()] == ["Text 1",
                                                                          "text one"]
    _wav(tmp_path / "gt" / "jazz" / "jazz.00001.wav", [5], 22050)
    _wav(tmp_path / "gt" / "blues" / "blues.00003.wav", [5], 22050)
    assert _rows(ds.GTZANDataset(str(tmp_path / "gt"), shuffle=False), 2) == ["blues", "jazz"]
    with pytest.raises(ValueError, match=r"Input name is not within the valid set"):
        ds.CMUArcticDataset(str(tmp_path / "cmu"), name="xyz")


def _sph(path, samples, rate=16000):
    header = (f"NIST_1A\n   1024\nsample_count -i {len(samples)}\nsample_n_bytes -i 2\n"
              f"channel_count -i 1\nsample_byte_format -s2 10\nsample_rate -i {rate}\n"
              f"sample_coding -s3 pcm\nend_head\n").encode()
    _write(str(path), header.ljust(1024, b"\0") + np.asarray(samples, ">i2").tobytes(), "wb")


def test_tedlium_segments_in_line_order(tmp_path):
    for talk, lines in (("t1", ["0.00 0.01 <a> first of t1", "0.01 0.03 <a> second of t1"]),
                        ("t2", ["0.00 0.02 <b> first of t2"])):
        _write(str(tmp_path / "data" / "stm" / f"{talk}.stm"),
               "".join(f"{talk} 1 spk{talk} {line}\n" for line in lines))
        _sph(tmp_path / "data" / "sph" / f"{talk}.sph", np.arange(800))
    data = ds.TedliumDataset(str(tmp_path), "release3", shuffle=False)
    assert data.get_col_names() == ["waveform", "sample_rate", "transcript", "talk_id",
                                    "speaker_id", "identifier"]
    rows = _rows(data)
    assert [(r[0].shape, r[2].item()) for r in rows] == [
        ((1, 160), "first of t1"), ((1, 320), "first of t2"), ((1, 320), "second of t1")]
    assert rows[0][1].dtype == np.int32 and [v.item() for v in rows[0][3:]] == \
        ["t1", "spkt1", "<a>"]
    with pytest.raises(ValueError, match=r"Input usage is not within the valid set of \['all'\]"):
        ds.TedliumDataset(str(tmp_path), "release3", usage="train")
    with pytest.raises(RuntimeError, match="is not supported"):
        _rows(ds.TedliumDataset(str(tmp_path), "release3", extensions=".wav"))


def test_sph_samples_are_read():
    # 2.10 gives all-zero waveforms for these files; minicell reads the big-endian samples
    from minicell.dataset.audio_sources import read_sph
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        _sph(os.path.join(d, "a.sph"), [0, 16384, -32768], 8000)
        waveform, rate = read_sph(os.path.join(d, "a.sph"))
    assert rate == 8000 and waveform.tolist() == [[0.0, 0.5, -1.0]]


def test_failing_map_names_the_data_file(tmp_path):
    _write(str(tmp_path / "test.txt"), "He PBP B-NP\n\n")

    def fail(x):
        raise ValueError("Error occur!")
    data = ds.CoNLL2000Dataset(str(tmp_path), usage="test", shuffle=False)
    data = data.map(operations=fail, input_columns=["word"], num_parallel_workers=1)
    with pytest.raises(RuntimeError, match="map operation: \\[PyFunc\\] failed. The "
                                           "corresponding data file is: .*test.txt"):
        _rows(data)


def test_device_que_keeps_columns_refuses_iteration_and_sends():
    data = ds.NumpySlicesDataset([1, 2, 3], shuffle=False).device_que()
    assert data.get_col_names() == ["column_0"] and data.get_dataset_size() == 3
    with pytest.raises(RuntimeError, match="TransferDataset is not iterable"):
        for _ in data:
            pass
    assert data.send(num_epochs=1) is None
    data.stop_send()
    data.continue_send()
    if hasattr(data, "_queue"):          # minicell's host queue holds the epoch's rows
        import time
        deadline = time.time() + 5
        while data._queue.qsize() < 3 and time.time() < deadline:
            time.sleep(0.01)
        assert [int(data._queue.get()[0]) for _ in range(3)] == [1, 2, 3]
    data.release()


def test_weighted_random_sampler_checks_weights_types_then_values_when_used(tmp_path):
    with pytest.raises(TypeError, match="type of weights element must be number, but got w"):
        ds.WeightedRandomSampler((0.9, 0.8))
    with pytest.raises(TypeError, match=r"but got w\[1\]: a"):
        ds.WeightedRandomSampler([1, "a"])
    for weights, message in (([], "must not be empty"),
                             ([1.0, -0.4], r"negative numbers, got: weights\[1\] = -0.400000"),
                             ([0, 0], "must not be all zero")):
        sampler = ds.WeightedRandomSampler(weights)      # checked when used, as in 2.10
        with pytest.raises(RuntimeError, match=message):
            sampler.parse()
