"""The hand builder's state: :mod:`mjlib.practice.building` (the core holds it, so that a page running mjlib
without widgets builds hands the same way)."""

from ..practice.building import (DEFAULT_OFFER, OFFERS, BuilderModel, Outcome, as_tile,  # noqa: F401
                        notation, read)
