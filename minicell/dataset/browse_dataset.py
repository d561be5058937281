"""``mindspore.dataset.utils.browse_dataset.imshow_det_bbox``: draw a detection sample (boxes,
class names, scores, masks) on its image, show it in a window and/or write it to a file.

As MindSpore 2.10, it draws with OpenCV (``opencv-python``), which minicell does not depend on:
without it the call is 2.10's ImportError. The argument checks are 2.10's assertions with its
texts (measured), made once OpenCV is found, as there.
"""
import importlib
import os
import sys

import numpy as np

from .. import log as logger

__all__ = ["imshow_det_bbox"]


def _check(ok, text):
    if not ok:
        raise AssertionError(text)


def _check_arrays(image, bboxes, labels, segm):
    _check(isinstance(image, np.ndarray) and image.ndim == 3 and 3 in (image.shape[0],
                                                                       image.shape[2]),
           "image must be a ndarray in (H, W, C) or (C, H, W) format.")
    if bboxes is not None:
        _check(isinstance(bboxes, np.ndarray) and bboxes.ndim == 2 and bboxes.shape[1] in (4, 5),
               "bboxes must be a ndarray in (N, 4) or (N, 5) format.")
        _check(isinstance(labels, np.ndarray) and labels.ndim == 2 and labels.shape[1] == 1 and
               labels.shape[0] == bboxes.shape[0],
               "labels must be a ndarray in (N, 1) format and has same N with bboxes.")
    if segm is not None:
        _check(isinstance(segm, np.ndarray) and segm.ndim == 3,
               "segm must be a ndarray in (M, H, W) format.")
        size = image.shape[:2] if image.shape[2] == 3 else image.shape[1:]
        _check(tuple(size) == tuple(segm.shape[1:]),
               "segm must has same height and width with image.")
        if bboxes is not None:
            _check(bboxes.shape[0] <= segm.shape[0],
                   "number of segm masks must not be less than the number of bboxes.")


def _check_options(class_names, colors, thickness, font_size, show, win_name, wait_time,
                   out_file):
    _check(isinstance(class_names, (tuple, list, dict)),
           "class_names must be a list, tuple or dict.")
    for name, color in colors.items():
        _check(isinstance(color, tuple) and len(color) == 3,
               f"{name} must be a three tuple, formatted (B, G, R).")
    _check(isinstance(thickness, int), "thickness must be an int.")
    _check(thickness >= 0, "thickness must be larger than or equal to zero.")
    _check(isinstance(font_size, (int, float)), "font_size must be an int or float.")
    _check(font_size >= 0, "font_size must be larger than or equal to zero.")
    _check(isinstance(show, bool), "show must be a bool.")
    _check(isinstance(win_name, str), "win_name must be a str.")
    _check(isinstance(wait_time, int), "wait_time must be an int.")
    _check(wait_time >= 0, "wait_time must be larger than or equal to zero.")
    if out_file is not None:
        _check(isinstance(out_file, str), "out_file must be a str.")


def _label(class_names, label, box):
    try:
        text = str(class_names[label]) if class_names is not None else f"class {label}"
    except (IndexError, KeyError):
        text = f"class {label}"
    return text + (f"|{box[-1]:.02f}" if len(box) > 4 else "")


def _tint(canvas, mask, color):
    mask = mask.astype(bool)
    canvas[mask] = canvas[mask] * 0.5 + np.array(color) * 0.5


def imshow_det_bbox(image, bboxes, labels, segm=None, class_names=None, score_threshold=0,
                    bbox_color=(0, 255, 0), text_color=(203, 192, 255),
                    mask_color=(128, 0, 128), thickness=2, font_size=0.8, show=True,
                    win_name="win", wait_time=2000, out_file=None):
    """Draw ``bboxes`` (N x 4 ``[x, y, w, h]``, or N x 5 with a score) and their ``labels``
    (N x 1, named by ``class_names``) on the RGB ``image`` (HWC or CHW), tint the ``segm``
    masks (M x H x W), show the BGR result (``show``) and/or write it to ``out_file``; return it.

    >>> import numpy as np
    >>> from minicell.dataset.utils.browse_dataset import imshow_det_bbox
    >>> callable(imshow_det_bbox)
    True
    """
    try:
        cv2 = importlib.import_module("cv2")
    except ModuleNotFoundError:
        raise ImportError("Importing cv2 failed, try to install it by running `pip install "
                          "opencv-python`.") from None
    _check_arrays(image, bboxes, labels, segm)
    _check_options(class_names, {"bbox_color": bbox_color, "text_color": text_color,
                                 "mask_color": mask_color}, thickness, font_size, show,
                   win_name, wait_time, out_file)
    if score_threshold > 0:
        _check(bboxes.shape[1] == 5, "")
    if not show:
        _check(out_file is not None, "")
    canvas = cv2.cvtColor(image.transpose(1, 2, 0) if image.shape[0] == 3 else image,
                          cv2.COLOR_RGB2BGR)
    for i, box in enumerate([] if bboxes is None else bboxes):
        if len(box) > 4 and box[4] < score_threshold:
            continue
        left, top = int(box[0]), int(box[1])
        bottom = int(box[1] + box[3])
        cv2.rectangle(canvas, (left, top), (int(box[0] + box[2]), bottom), bbox_color, thickness)
        cv2.putText(canvas, _label(class_names, labels[i][0], box), (left, bottom),
                    cv2.FONT_HERSHEY_SIMPLEX, font_size, text_color, thickness)
        if segm is not None:
            _tint(canvas, segm[i], mask_color)
    if bboxes is None and segm is not None:
        for mask in segm:
            _tint(canvas, mask, mask_color)
    if show:
        cv2.imshow(win_name, canvas)
        if cv2.waitKey(wait_time) == 27:        # Esc ends the browsing, as 2.10
            sys.exit()
    if out_file:
        logger.info(f"Saving image file with name: {out_file}...")
        cv2.imwrite(out_file, canvas)
        os.chmod(out_file, 0o600)
    return canvas
