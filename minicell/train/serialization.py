"""Checkpoints: save_checkpoint, load_checkpoint, load_param_into_net."""
__all__ = []
