"""Session 68 (ut68b): MindSpore 2.10's tests/ut/python outside the graph front end, re-run.

Debug mode and offload (dataset/test_config_combination.py test_debug_mode_map_offload):
2.10's debug-mode pass drops offload (measured: ``offload_model`` is None, the maps' operations
run in the pipeline), with a warning per map asking for it and one when auto offload is on.
1e2269ea (offload as 2.10) offloaded in debug mode too, so a pipeline that offloads a batch's
operations from an unbatched map raised the offload model's rank error.
"""
import numpy as np

import minicell.dataset as ds
from minicell.dataset import vision

_MAP_WARN = ("Map operation with offload found in the debug mode. Ignoring offload. If "
             "performance is a concern, then disable debug mode.")
_AUTO_WARN = ("Both debug mode and auto offload are enabled. Ignoring auto offload. If "
              "performance is a concern, then disable debug mode.")


def _images(offload):
    data = ds.NumpySlicesDataset({"x": np.arange(36, dtype=np.uint8).reshape(3, 2, 2, 3)},
                                 shuffle=False)
    return data.map(vision.HWC2CHW(), input_columns="x", offload=offload)


def test_debug_mode_ignores_offload(capfd):
    ds.config.set_debug_mode(True)          # (conftest restores the dataset config)
    try:
        capfd.readouterr()
        it = _images(True).create_tuple_iterator(output_numpy=True)
        err = capfd.readouterr().err
        assert it.offload_model is None and _MAP_WARN in err and _AUTO_WARN not in err
        rows = [r[0] for r in it]           # unbatched: the map's HWC2CHW runs in the pipeline
        assert [r.shape for r in rows] == [(3, 2, 2)] * 3
        assert rows[1][:, 0, 1].tolist() == [15, 16, 17]
        ds.config.set_auto_offload(True)
        it = _images(None).batch(3).create_tuple_iterator(output_numpy=True)
        err = capfd.readouterr().err
        assert it.offload_model is None and _AUTO_WARN in err and _MAP_WARN not in err
        assert [r[0].shape for r in it] == [(3, 3, 2, 2)]
    finally:
        ds.config.set_debug_mode(False)
        ds.config.set_auto_offload(False)
    it = _images(True).batch(3).create_tuple_iterator(output_numpy=True)
    assert it.offload_model is not None
    assert [r[0].shape for r in it] == [(3, 3, 2, 2)]


def test_on_request_exit_public_attributes(monkeypatch, tmp_path):
    # utils/test_callback.py test_graceful_exit reads them (2.10, measured: save_path is the
    # directory as given, None kept; use_graceful only for MS_ENABLE_GRACEFUL_EXIT == "1")
    from minicell.train import OnRequestExit
    monkeypatch.setenv("MS_ENABLE_GRACEFUL_EXIT", "1")
    cb = OnRequestExit(save_ckpt=False, save_mindir=False, config_file="./reset.json",
                       directory=str(tmp_path))
    assert (cb.save_path, cb.use_graceful, cb.remote_config_file, cb.is_distributed) == \
        (str(tmp_path), True, "./reset.json", False)
    monkeypatch.setenv("MS_ENABLE_GRACEFUL_EXIT", "true")
    cb = OnRequestExit(save_ckpt=False, save_mindir=False, directory=None)
    assert (cb.save_path, cb.use_graceful, cb.remote_config_file) == (None, False, None)


# vision warps on uint8 images (OpenCV's remap in fixed point, _cv8.sample): taps outside the
# image read the fill, also for positions far outside; values measured on 2.10
_IMG = (np.arange(5 * 6 * 3) * 7 % 256).astype(np.uint8).reshape(5, 6, 3)


def test_warp_taps_outside_read_the_fill():
    from minicell.dataset.vision import Inter
    out = vision.Affine(degrees=15, translate=[0.5, -0.3], scale=1.2, shear=[5, 0],
                        resample=Inter.BICUBIC, fill_value=200)(_IMG)
    assert out[..., 1].tolist() == [[200, 214, 89, 0, 31, 69], [199, 200, 161, 133, 139, 114],
                                    [195, 239, 219, 39, 84, 150], [200, 202, 191, 101, 79, 63],
                                    [200, 198, 210, 221, 213, 193]]
    assert int(out.sum()) == 13517
    far = vision.Affine(degrees=0, translate=[1.0, 1.0], scale=0.01, shear=0,
                        resample=Inter.BICUBIC, fill_value=7)(_IMG)
    assert np.unique(far).tolist() == [7]


def test_rotate_fill_triple_in_reverse():
    # 2.10's C++ Rotate / RandomRotation fill with the triple reversed (measured); Affine keeps
    # it, and RandomRotation on a PIL image (its Python implementation) too
    from PIL import Image
    from minicell.dataset.vision import Inter
    black = np.zeros((4, 4, 3), np.uint8)
    for method in (Inter.NEAREST, Inter.BILINEAR):
        out = vision.Rotate(45, method, expand=True, fill_value=(10, 20, 30))(black)
        assert out[0, 0].tolist() == [30, 20, 10]
        out = vision.RandomRotation((45, 45), method, expand=True, fill_value=(10, 20, 30))(black)
        assert out[0, 0].tolist() == [30, 20, 10]
    out = vision.Rotate(45, Inter.BICUBIC, expand=True, fill_value=(10, 20, 30))(black)
    assert out[0, 0].tolist() == [31, 21, 10]
    out = vision.Affine(degrees=45, translate=[0, 0], scale=1.0, shear=0,
                        resample=Inter.NEAREST, fill_value=(10, 20, 30))(black)
    assert out[0, 0].tolist() == [10, 20, 30]
    gray = vision.Rotate(45, Inter.NEAREST, expand=True, fill_value=(10, 20, 30))(black[..., 0])
    assert int(gray[0, 0]) == 30
    pil = vision.RandomRotation((45, 45), Inter.NEAREST, expand=True,
                                fill_value=(10, 20, 30))(Image.fromarray(black))
    assert isinstance(pil, Image.Image) and np.array(pil)[0, 0].tolist() == [10, 20, 30]
    turned = vision.Rotate(30, Inter.BILINEAR, fill_value=(10, 20, 30))(_IMG)
    assert turned[..., 0].tolist() == [[30, 38, 68, 150, 223, 75], [19, 83, 164, 149, 103, 130],
                                       [102, 118, 72, 89, 171, 187], [177, 96, 108, 157, 110, 73],
                                       [85, 129, 83, 37, 41, 31]]
    assert int(turned.sum()) == 9166


def test_crop_size_checks():
    # dataset/test_crop.py test_crop_exception; texts measured on 2.10
    import pytest
    cases = [
        ((10.5, 15), TypeError, "Argument size[0] with value 10.5 is not of type [<class 'int'>],"
         " but got <class 'float'>."),
        ((10, True), TypeError, "Argument size[1] with value True is not of type "
         "(<class 'int'>,), but got <class 'bool'>."),
        (10.5, TypeError, "Argument size with value 10.5 is not of type [<class 'int'>, "
         "<class 'list'>, <class 'tuple'>], but got <class 'float'>."),
        (True, TypeError, "Argument size with value True is not of type (<class 'int'>, "
         "<class 'list'>, <class 'tuple'>), but got <class 'bool'>."),
        ((10, 15, 3), TypeError, "Size should be a single integer or a list/tuple (h, w) of "
         "length 2."),
        ((0, 5), ValueError, "Input is not within the required interval of [1, 16777216]."),
        ((16777217, 2), ValueError, "Input is not within the required interval of "
         "[1, 16777216]."),
    ]
    for size, kind, text in cases:
        with pytest.raises(kind) as info:
            vision.Crop((0, 0), size)
        assert str(info.value) == text
    assert vision.Crop((1, 0), (2, 3))(_IMG).shape == (2, 3, 3)


def test_rotate_video_frames():
    # dataset/test_rotate.py test_rotate_video_op_*: 2.10 (measured) turns each <H,W,C> frame
    # of a 4-D/5-D input; a 1-D input and RandomRotation of a 4-D one are RuntimeErrors
    import pytest
    from minicell.dataset.vision import Inter
    video = (np.arange(2 * 3 * 2 * 4 * 3) * 5 % 256).astype(np.uint8).reshape(2, 3, 2, 4, 3)
    out = vision.Rotate(30, Inter.BILINEAR, fill_value=(1, 2, 3))(video)
    assert out.shape == (2, 3, 2, 4, 3) and int(out.sum()) == 13966
    assert out[1, 2, :, :, 0].tolist() == [[32, 88, 140, 171], [93, 141, 141, 60]]
    out = vision.Rotate(90)(video[0])
    assert out.shape == (3, 2, 4, 3) and int(out.sum()) == 3574
    assert out[2, :, :, 1].tolist() == [[0, 19, 79, 0], [0, 4, 64, 0]]
    with pytest.raises(RuntimeError, match="Rotate: the image tensor should have at least two "
                       "dimensions. You may need to perform Decode first."):
        vision.Rotate(90)(np.array([1], np.uint8))
    with pytest.raises(RuntimeError, match=r"Rotate: input tensor is not in shape of <H,W> or "
                       r"<H,W,C>, but got rank: 4"):
        vision.RandomRotation((90, 90))(video[0])


def test_resize_size_names_the_dim():
    # dataset/test_resize.py test_resize_op_invalid_input; texts measured on 2.10
    import pytest
    cases = [((2.3, 4), TypeError, "Argument size at dim 0 with value 2.3 is not of type "
              "[<class 'int'>], but got <class 'float'>."),
             ((4, True), TypeError, "Argument size at dim 1 with value True is not of type "
              "(<class 'int'>,), but got <class 'bool'>."),
             ((0, 2.3), ValueError, "Input size at dim 0 is not within the required interval "
              "of [1, 2147483647]."),
             (2.3, TypeError, "Size should be a single integer or a list/tuple (h, w) of "
              "length 2.")]
    for size, kind, text in cases:
        with pytest.raises(kind) as info:
            vision.Resize(size)
        assert str(info.value) == text
    with pytest.raises(KeyError, match="Interpolation should not be None"):
        vision.Resize((2.3, 3), None)       # 2.10 looks at the interpolation first
