"""Readers of image datasets whose labels come in MATLAB files, in the layouts MindSpore 2.10
reads: ``Caltech101Dataset``, ``Flowers102Dataset``, ``SVHNDataset`` and ``SBDataset`` (the
``.mat`` files are read by minicell's own level-5 MAT-file reader, ``matfile.py``). Columns,
dtypes, row order and argument errors are those measured on MindSpore 2.10 with the same files.
"""
import os

import numpy as np

from .engine import pipeline_error
from .image_sources import _FileSource
from .matfile import load_mat
from .vision_sources import ImageSource, check_choice, check_dir, check_params

__all__ = ["Caltech101Dataset", "Flowers102Dataset", "SVHNDataset", "SBDataset"]

_CALTECH101_NAMES = (
    'Faces Faces_easy Leopards Motorbikes accordion airplanes anchor ant barrel bass beaver '
    'binocular bonsai brain brontosaurus buddha butterfly camera cannon car_side ceiling_fan '
    'cellphone chair chandelier cougar_body cougar_face crab crayfish crocodile crocodile_head '
    'cup dalmatian dollar_bill dolphin dragonfly electric_guitar elephant emu euphonium ewer '
    'ferry flamingo flamingo_head garfield gerenuk gramophone grand_piano hawksbill headphone '
    'hedgehog helicopter ibis inline_skate joshua_tree kangaroo ketch lamp laptop llama lobster'
    ' lotus mandolin mayfly menorah metronome minaret nautilus octopus okapi pagoda panda '
    'pigeon pizza platypus pyramid revolver rhino rooster saxophone schooner scissors scorpion '
    'sea_horse snoopy soccer_ball stapler starfish stegosaurus stop_sign strawberry sunflower '
    'tick trilobite umbrella watch water_lilly wheelchair wild_cat windsor_chair wrench '
    'yin_yang'
).split(" ")
_FLOWERS102_NAMES = (
    'pink primrose|hard-leaved pocket orchid|canterbury bells|sweet pea|english marigold|tiger '
    "lily|moon orchid|bird of paradise|monkshood|globe thistle|snapdragon|colt's foot|king "
    'protea|spear thistle|yellow iris|globe-flower|purple coneflower|peruvian lily|balloon '
    'flower|giant white arum lily|fire lily|pincushion flower|fritillary|red ginger|grape '
    'hyacinth|corn poppy|prince of wales feathers|stemless gentian|artichoke|sweet '
    'william|carnation|garden phlox|love in the mist|mexican aster|alpine sea holly|ruby-lipped'
    ' cattleya|cape flower|great masterwort|siam tulip|lenten rose|barbeton '
    'daisy|daffodil|sword lily|poinsettia|bolero deep blue|wallflower|marigold|buttercup|oxeye '
    'daisy|common dandelion|petunia|wild pansy|primula|sunflower|pelargonium|bishop of '
    'llandaff|gaura|geranium|orange dahlia|pink-yellow dahlia?|cautleya spicata|japanese '
    'anemone|black-eyed susan|silverbush|californian poppy|osteospermum|spring crocus|bearded '
    'iris|windflower|tree poppy|gazania|azalea|water lily|rose|thorn apple|morning '
    'glory|passion flower|lotus|toad '
    'lily|anthurium|frangipani|clematis|hibiscus|columbine|desert-rose|tree '
    'mallow|magnolia|cyclamen|watercress|canna lily|hippeastrum|bee balm|ball '
    'moss|foxglove|bougainvillea|camellia|mallow|mexican petunia|bromelia|blanket '
    'flower|trumpet creeper|blackberry lily'
).split("|")
# the annotation folders of the categories whose image folders are named differently
_CALTECH101_ANNOTATIONS = {"Faces": "Faces_2", "Faces_easy": "Faces_3",
                           "Motorbikes": "Motorbikes_16", "airplanes": "Airplanes_Side_2"}


def _check_file(path):
    if not os.path.isfile(path) or not os.access(path, os.R_OK):
        raise ValueError(f"The file {os.path.realpath(path)} does not exist or permission "
                         f"denied!")


def _mat(path, what):
    if not os.path.exists(path):
        raise pipeline_error(f"The {what} file {path} does not exist or permission denied!")
    try:
        return load_mat(path)
    except (ValueError, OSError) as e:
        raise pipeline_error(f"Invalid file, failed to read the MAT-file {path}: {e}", e) from e


class Caltech101Dataset(ImageSource):
    """Caltech-101 from ``dataset_dir``: ``101_ObjectCategories/<category>/image_<0001>.jpg``
    (categories in name order, ``BACKGROUND_Google`` left out; a category of n files gives
    images 1 .. n) and ``Annotations/<category>/annotation_<0001>.mat``. ``target_type``
    'category' (default: ``image``, ``category`` int64), 'annotation' (``image``,
    ``annotation``: the contour, int64 (2, k)) or 'all' (all three)."""

    def __init__(self, dataset_dir, target_type=None, num_samples=None, num_parallel_workers=1,
                 shuffle=None, decode=False, sampler=None, num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        if target_type is not None:
            check_choice("target_type", target_type, ("category", "annotation", "all"))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)
        self.target_type = target_type or "category"
        self._names = {"category": ("image", "category"), "annotation": ("image", "annotation"),
                       "all": ("image", "category", "annotation")}[self.target_type]

    def _load(self):
        root = os.path.join(self.dataset_dir, "101_ObjectCategories")
        if not os.path.isdir(root):
            raise pipeline_error(f"Invalid path, {root} does not exist.")
        classes = [c for c in sorted(os.listdir(root)) if c != "BACKGROUND_Google"]
        rows = []
        for label, name in enumerate(classes):
            folder = os.path.join(root, name)
            if os.path.isdir(folder) and os.access(folder, os.R_OK):
                rows += [(name, k, label) for k in range(1, len(os.listdir(folder)) + 1)]
        return [os.path.join(root, n, f"image_{k:04d}.jpg") for n, k, _ in rows], rows

    def _read(self, index):
        files, rows = self._loaded()
        if not os.path.exists(files[index]):
            raise pipeline_error(f"The image file {files[index]} does not exist or permission "
                                 f"denied!")
        name, k, label = rows[index]
        out = [super()._read(index)[0]]
        if self.target_type != "annotation":
            out.append(np.array(label, np.int64))
        if self.target_type != "category":
            path = os.path.join(self.dataset_dir, "Annotations",
                                _CALTECH101_ANNOTATIONS.get(name, name), f"annotation_{k:04d}.mat")
            out.append(np.asarray(_mat(path, "annotation")["obj_contour"]))
        return tuple(out)

    def _labels(self, column):
        if column == "category":
            return np.array([r[2] for r in self._loaded()[1]], np.int64)
        return super()._labels(column)

    def get_class_indexing(self):
        """{category: label} of Caltech-101's 101 categories."""
        return {n: k for k, n in enumerate(_CALTECH101_NAMES)}


class Flowers102Dataset(ImageSource):
    """Oxford 102 Flowers from ``dataset_dir``: ``jpg/image_<00001>.jpg``, the labels of
    ``imagelabels.mat`` (``label`` uint32, 0..101) and the splits of ``setid.mat``; ``usage``
    'train', 'valid', 'test' or 'all' (default: train, test, valid ids). ``task``
    'Classification' (default) or 'Segmentation' (adds ``segmentation``, the
    ``segmim/segmim_<00001>.jpg`` image, before ``label``)."""

    def __init__(self, dataset_dir, task="Classification", usage="all", num_samples=None,
                 num_parallel_workers=1, shuffle=None, decode=False, sampler=None,
                 num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        check_dir(os.path.join(dataset_dir, "jpg"))
        _check_file(os.path.join(dataset_dir, "imagelabels.mat"))
        _check_file(os.path.join(dataset_dir, "setid.mat"))
        if usage is not None:
            check_choice("usage", usage, ("train", "valid", "test", "all"))
        if task is not None:
            check_choice("task", task, ("Classification", "Segmentation"))
        if task == "Segmentation":
            check_dir(os.path.join(dataset_dir, "segmim"))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, decode)
        self.task, self.usage = task or "Classification", usage or "all"
        segmentation = self.task == "Segmentation"
        self._images = 2 if segmentation else 1
        self._names = ("image", "segmentation", "label") if segmentation else ("image", "label")

    def _load(self):
        labels = _mat(os.path.join(self.dataset_dir, "imagelabels.mat"), "label")["labels"]
        labels = (np.asarray(labels).ravel() - 1).astype(np.uint32)
        splits = _mat(os.path.join(self.dataset_dir, "setid.mat"), "setid")
        keys = {"train": ["trnid"], "test": ["tstid"], "valid": ["valid"],
                "all": ["trnid", "tstid", "valid"]}[self.usage]
        ids = [int(i) for key in keys for i in np.asarray(splits[key]).ravel()]
        cols = [[os.path.join(self.dataset_dir, "jpg", f"image_{i:05d}.jpg") for i in ids]]
        if self.task == "Segmentation":
            cols.append([os.path.join(self.dataset_dir, "segmim", f"segmim_{i:05d}.jpg")
                         for i in ids])
        return tuple(cols) + (labels[np.array(ids, np.int64) - 1],)

    def _read(self, index):
        for path in (c[index] for c in self._loaded()[:self._images]):
            if not os.path.exists(path):
                raise pipeline_error(f"Can not find image file: {path}")
        return super()._read(index)

    def get_class_indexing(self):
        """{flower name: label} of the 102 categories."""
        return {n: k for k, n in enumerate(_FLOWERS102_NAMES)}


class SVHNDataset(_FileSource):
    """SVHN from ``dataset_dir``'s ``{train,test,extra}_32x32.mat`` (``usage`` 'train', 'test',
    'extra' or 'all', the default, in that order): ``image`` uint8 (32, 32, 3) and ``label``
    uint32 (the digit; SVHN's 10 for a zero read as 0)."""

    def __init__(self, dataset_dir, usage=None, num_samples=None, num_parallel_workers=1,
                 shuffle=None, sampler=None, num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_choice("usage", usage, ("train", "test", "extra", "all"))
            for part in (["train", "test", "extra"] if usage == "all" else [usage]):
                _check_file(os.path.join(dataset_dir, part + "_32x32.mat"))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler)
        self.usage = usage or "all"

    def _load(self):
        images, labels = [], []
        for part in (["train", "test", "extra"] if self.usage == "all" else [self.usage]):
            data = _mat(os.path.join(self.dataset_dir, part + "_32x32.mat"), "SVHN")
            images.append(np.transpose(data["X"], (3, 0, 1, 2)))
            y = np.asarray(data["y"]).astype(np.uint32).ravel()
            labels.append(np.where(y == 10, 0, y).astype(np.uint32))
        return np.concatenate(images), np.concatenate(labels)


class SBDataset(ImageSource):
    """Semantic Boundaries Dataset from ``dataset_dir``: the ids of ``<usage>.txt`` ('train',
    'val', 'train_noval'; 'all', the default: train then val), images ``img/<id>.jpg`` and
    ``cls/<id>.mat``. ``task`` 'Boundaries' (default: ``task`` uint8 (20, H, W), a boundary map
    a category) or 'Segmentation' (``task`` (H, W), the category of each pixel)."""

    _names = ("image", "task")

    def __init__(self, dataset_dir, task="Boundaries", usage="all", num_samples=None,
                 num_parallel_workers=1, shuffle=None, decode=None, sampler=None,
                 num_shards=None, shard_id=None):
        check_dir(dataset_dir)
        if usage is not None:
            check_choice("usage", usage, ("train", "val", "train_noval", "all"))
        if task is not None:
            check_choice("task", task, ("Boundaries", "Segmentation"))
        check_params(locals())
        super().__init__(dataset_dir, num_samples, num_parallel_workers, shuffle, num_shards,
                         shard_id, sampler, bool(decode))
        self.task, self.usage = task or "Boundaries", usage or "all"
        names = []
        for part in (["train", "val"] if self.usage == "all" else [self.usage]):
            path = os.path.join(dataset_dir, part + ".txt")
            if not os.path.exists(path):
                raise FileNotFoundError(f"SBDataset: {path} not found")
            with open(path, encoding="utf-8") as f:
                names += [line.strip() for line in f]
        self._ids = names

    def _load(self):
        return ([os.path.join(self.dataset_dir, "img", i + ".jpg") for i in self._ids],
                [os.path.join(self.dataset_dir, "cls", i + ".mat") for i in self._ids])

    def _read(self, index):
        images, targets = self._loaded()
        gt = _mat(targets[index], "cls")["GTcls"].ravel()[0]
        if self.task == "Boundaries":
            task = np.stack([np.asarray(gt["Boundaries"].ravel()[k]) for k in range(20)])
        else:
            task = np.asarray(gt["Segmentation"])
        return super()._read(index)[0], task
