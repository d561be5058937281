"""mindspore.dataset.vision's bounding-box operations (boxes checked with 2.10's messages,
crops clipping and dropping boxes), RandomCrop of several columns / per-channel fill, and
2.10's argument messages of the vision operations; values measured on MindSpore 2.10."""
import numpy as np
import pytest

import minicell.dataset as ds
import minicell.dataset.vision as vision

IMG = np.arange(10 * 20 * 3).reshape(10, 20, 3).astype(np.uint8)
BOXES = np.array([[1, 2, 3, 4, 0, 0, 0], [10, 5, 8, 4, 1, 0, 0]], np.float32)


def test_resize_and_flip_with_bbox():
    img, boxes = vision.ResizeWithBBox((5, 10))(IMG[..., 0], BOXES)
    assert img.shape == (5, 10) and boxes.dtype == np.float32
    assert boxes.tolist() == [[0.5, 1.0, 1.5, 2.0, 0, 0, 0], [5.0, 2.5, 4.0, 2.0, 1, 0, 0]]
    img, boxes = vision.RandomHorizontalFlipWithBBox(1.0)(IMG, BOXES)
    assert img.flags.c_contiguous and (img == IMG[:, ::-1]).all()
    assert boxes[:, :4].tolist() == [[16, 2, 3, 4], [2, 5, 8, 4]]
    _, boxes = vision.RandomVerticalFlipWithBBox(1.0)(IMG, BOXES)
    assert boxes[:, :4].tolist() == [[1, 4, 3, 4], [10, 1, 8, 4]]


@pytest.mark.parametrize("boxes, message", [
    ([[0, 0, 21, 10]], "bounding boxes is out of bounds of the image, as image width: 20, bbox "
                       "width coordinate: 21.000000, and image height: 10"),
    ([[-1, 0, 2, 2]], r"has negative value, got: \(-1.000000,0.000000\)"),
    ([[0, 0, 19]], "should be have at least 4 features, but got: 3"),
    ([1, 0, 2, 2], "two-dimensional matrix at least, but got 1 dimension"),
])
def test_bad_boxes(boxes, message):
    with pytest.raises(RuntimeError, match=message):
        vision.ResizeWithBBox(5)(IMG, np.array(boxes, np.float32))


def test_crops_clip_and_drop_boxes():
    ds.config.set_seed(1)
    for _ in range(5):
        img, boxes = vision.RandomCropWithBBox((6, 8))(IMG, BOXES)
        assert img.shape == (6, 8, 3)
        assert (boxes[:, :2] >= 0).all() and (boxes[:, 2:4] > 0).all()
        assert (boxes[:, 0] + boxes[:, 2] <= 8).all() and (boxes[:, 1] + boxes[:, 3] <= 6).all()
    img, boxes = vision.RandomCropWithBBox((14, 24), padding=2, fill_value=(1, 2, 3))(IMG, BOXES)
    assert boxes[:, :4].tolist() == [[3, 4, 3, 4], [12, 7, 8, 4]]     # shifted by the padding
    assert img[0, 0].tolist() == [1, 2, 3]
    img, boxes = vision.RandomResizedCropWithBBox((5, 8), scale=(1.0, 1.0), ratio=(2, 2))(
        IMG, BOXES)
    assert img.shape == (5, 8, 3)
    np.testing.assert_allclose(boxes[:, :4], [[0.4, 1, 1.2, 2], [4, 2.5, 3.2, 2]], rtol=1e-6)
    img, boxes = vision.RandomResizeWithBBox((5, 10))(IMG, BOXES)
    assert img.shape == (5, 10, 3) and boxes[0, :4].tolist() == [0.5, 1, 1.5, 2]
    with pytest.raises(RuntimeError, match="padding size is three times bigger than the image"):
        vision.RandomCropWithBBox(5, padding=40)(IMG, BOXES)


def test_bounding_box_augment():
    img, boxes = vision.BoundingBoxAugment(vision.HorizontalFlip(), 1.0)(IMG, BOXES)
    assert boxes is BOXES or (boxes == BOXES).all()
    assert (img[2:6, 1:4] == IMG[2:6, 1:4][:, ::-1]).all() and (img[0] == IMG[0]).all()
    img, _ = vision.BoundingBoxAugment(vision.Resize((2, 2)), 1.0)(IMG, BOXES)
    assert img.shape == IMG.shape                      # the result is resized back to the box
    with pytest.raises(ValueError, match=r"Input ratio is not within the required interval"):
        vision.BoundingBoxAugment(vision.HorizontalFlip(), 1.5)


def test_random_crop_several_columns():
    a, b = vision.RandomCrop(4)(IMG, IMG + 1)
    assert a.shape == (4, 4, 3) and (b == a + 1).all()


@pytest.mark.parametrize("make, error, message", [
    (lambda: vision.Resize(0), ValueError, r"^Input is not within the required interval of "
                                           r"\[1, 16777216\]\.$"),
    (lambda: vision.RandomCrop([5, 5, 3]), TypeError, "Size should be a single integer or a "
                                                       r"list/tuple \(h, w\) of length 2\."),
    (lambda: vision.RandomResizedCrop(5, scale=(1, 0.5)), ValueError,
     r"scale should be in \(min,max\) format. Got \(max,min\)\."),
    (lambda: vision.RandomHorizontalFlipWithBBox(1.5), ValueError,
     r"^Input prob is not within the required interval of \[0.0, 1.0\]\.$"),
    (lambda: vision.AutoContrast(cutoff=50), ValueError,
     r"Input cutoff is not within the required interval of \[0, 50\)\."),
    (lambda: vision.AutoContrast(ignore=255.5), TypeError, "Argument ignore with value 255.5"),
    (lambda: vision.AdjustSaturation(-1), ValueError,
     r"^Input is not within the required interval of \[0, 16777216\]\.$"),
    (lambda: vision.RandomSharpness((2, 1)), ValueError,
     r"degrees should be in \(min,max\) format. Got \(max,min\)\."),
    (lambda: vision.RandomColorAdjust(brightness=-1), ValueError,
     "The input value of brightness cannot be negative."),
    (lambda: vision.RandomCropWithBBox(5, padding=-1), ValueError,
     r"Input padding is not within the required interval of \[0, 2147483647\]\."),
    (lambda: vision.ResizeWithBBox(5, None), KeyError, "None"),
])
def test_argument_messages_as_2_10(make, error, message):
    with pytest.raises(error, match=message):
        make()


def test_perspective_matches_opencv_warp():
    img = (np.arange(6 * 8 * 3) * 5 % 256).reshape(6, 8, 3).astype(np.uint8)
    start, end = [[0, 0], [7, 0], [7, 5], [0, 5]], [[1, 0], [6, 1], [7, 5], [0, 4]]
    out = vision.Perspective(start, end, vision.Inter.BILINEAR)(img)[..., 0]
    assert out[1].tolist() == [40, 188, 142, 161, 143, 123, 105, 0]
    out = vision.Perspective(start, end, vision.Inter.NEAREST)(img)[..., 0]
    assert out[3].tolist() == [224, 239, 254, 13, 164, 179, 194, 0]
    out = vision.Perspective(start, end, vision.Inter.BICUBIC)(img)[..., 0]
    assert out[2].tolist() == [51, 134, 102, 57, 50, 68, 137, 0]
    from PIL import Image       # 2.10's RandomPerspective takes PIL images only
    pil = Image.fromarray(img)
    assert (np.asarray(vision.RandomPerspective(0.5, 0.0)(pil)) == img).all()
    assert vision.RandomPerspective(0.5, 1.0)(Image.fromarray(img[..., 0])).size == (8, 6)
    with pytest.raises(ValueError, match="^Input image should be a Pillow image.$"):
        vision.RandomPerspective(0.5, 0.0)(img)
    with pytest.raises(TypeError, match="start_points should be a list or tuple of length 4"):
        vision.Perspective([[0, 0]], end)
    with pytest.raises(ValueError, match="Input distortion_scale is not within"):
        vision.RandomPerspective(1.5)
    rotated = vision.Rotate(90, resample=vision.Inter.BICUBIC)(img)   # bicubic warps too
    assert rotated.shape == img.shape
    with pytest.raises(ValueError, match="num_ops is greater than transforms list size"):
        vision.UniformAugment([vision.Invert()], 2)


def test_slice_patches_lighting_and_image_queries():
    img = (np.arange(4 * 6 * 3) * 5 % 256).reshape(4, 6, 3).astype(np.uint8)
    drop = vision.SlicePatches(3, 4, vision.SliceMode.DROP)(img)
    assert len(drop) == 12 and [p[0, 0, 0] for p in drop[:5]] == [0, 15, 30, 45, 90]
    pad = vision.SlicePatches(3, 4, vision.SliceMode.PAD, 9)(img)
    assert pad[0].shape == (2, 2, 3) and pad[-1][..., 0].tolist() == [[9, 9], [9, 9]]
    with pytest.raises(ValueError, match="Input num_height is not within the required"):
        vision.SlicePatches(0, 1)
    assert (vision.RandomLighting(0.0)(img) == img).all()
    assert vision.RandomLighting(0.5)(img).dtype == np.uint8
    with pytest.raises(RuntimeError, match="channel is not 3, got rank: 2, and shape: <4,6>"):
        vision.RandomLighting(0.1)(img[..., 0])
    assert vision.utils.get_image_size(img) == [4, 6]
    assert vision.get_image_num_channels(img[..., 0]) == 1
    with pytest.raises(RuntimeError, match="GetImageSize: invalid parameter, image should have "
                                           "at least two dimensions, but got: 1"):
        vision.get_image_size(np.array([1, 2, 3]))
    with pytest.raises(TypeError, match="Input image is not of type"):
        vision.get_image_num_channels(1)
    from minicell.dataset.vision import py_transforms_util as util
    rgb = np.random.default_rng(0).random((2, 3, 4, 4))
    hsv = util.rgb_to_hsvs(rgb, False)
    import colorsys
    assert np.allclose(hsv[1, :, 2, 3], colorsys.rgb_to_hsv(*rgb[1, :, 2, 3]))
    assert np.allclose(util.hsv_to_rgbs(hsv, False), rgb)


def test_general_transforms_as_2_10():
    from minicell.dataset import transforms
    assert transforms.Concatenate(0, np.array([0]), np.array([9]))(
        np.array([1, 2]), np.array([3, 4])).tolist() == [0, 1, 2, 3, 4, 9]
    with pytest.raises(ValueError, match="only 1D concatenation supported."):
        transforms.Concatenate(2)
    fill = transforms.Fill(-3)(np.array([1, 2], np.uint8))
    assert fill.dtype == np.uint8 and fill.tolist() == [253, 253]
    assert transforms.Fill(b"abc")(np.array([b"a"])).tolist() == [b"abc"]
    with pytest.raises(RuntimeError, match="fill_value data type string and input tensor data "
                                           "type int64"):
        transforms.Fill("words")(np.array([1, 2]))
    with pytest.raises(TypeError, match=r"transforms\[0\] is neither a transforms op"):
        transforms.Compose([1])
    with pytest.raises(ValueError, match=r"policy\[0\] can not be empty."):
        vision.RandomSelectSubpolicy([[]])


def test_policy_input_errors_as_2_10():
    with pytest.raises(RuntimeError, match=r"TrivialAugmentWide: the data type of image tensor "
                                           r"does not match the requirement of operator\. "
                                           r"Expecting tensor in type of \(uint8\)"):
        vision.TrivialAugmentWide()(np.zeros((8, 8, 3), np.uint32))
    with pytest.raises(RuntimeError, match=r"RandAugment: the channel of image tensor .* But got "
                                           r"channel 4\."):
        vision.RandAugment()(np.zeros((8, 8, 4), np.uint8))
