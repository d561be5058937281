"""BackupAndRestore: back the training network up to ``backup_dir/backup.ckpt`` every
``save_freq`` epochs and restore from it when a training run starts."""
import os

from ..._checkparam import check_bool, check_positive_int
from ..serialization import load_checkpoint, save_checkpoint
from ._callback import Callback, check_path

__all__ = ["BackupAndRestore"]


class BackupAndRestore(Callback):
    """``save_freq``: 'epoch' or a positive int (epochs); ``delete_checkpoint``: remove the
    backup when training ends normally."""

    def __init__(self, backup_dir, save_freq="epoch", delete_checkpoint=True):
        super().__init__()
        directory = os.path.realpath(check_path(backup_dir))
        os.makedirs(directory, exist_ok=True)
        self.backup_file = os.path.join(directory, "backup.ckpt")
        # 2.10's Validator checks (texts naming no argument, measured)
        self.save_freq = 1 if save_freq == "epoch" else check_positive_int(save_freq)
        self.delete_checkpoint = check_bool(delete_checkpoint)

    def on_train_begin(self, run_context):
        if os.path.exists(self.backup_file):
            load_checkpoint(self.backup_file, net=run_context.original_args().train_network)

    def on_train_epoch_end(self, run_context):
        cb_params = run_context.original_args()
        if cb_params.cur_epoch_num % self.save_freq == 0:
            save_checkpoint(cb_params.train_network, self.backup_file)

    def on_train_end(self, run_context):
        if self.delete_checkpoint and os.path.exists(self.backup_file):
            os.remove(self.backup_file)
