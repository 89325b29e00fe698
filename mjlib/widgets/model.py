"""The hand builder's state: :mod:`mjlib.building` (the core holds it, so that a page running mjlib
without widgets builds hands the same way)."""

from ..building import (DEFAULT_OFFER, OFFERS, BuilderModel, Outcome, as_tile,  # noqa: F401
                        notation, read)
