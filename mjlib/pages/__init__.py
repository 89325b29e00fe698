"""The site's page layer: what a web page that runs mjlib itself (the course site, in the reader's
browser) calls, everything crossing as JSON text or HTML so that the page's JavaScript only draws:
the exercises and drills (:mod:`.page`), the hand builder and the fan picker (:mod:`.page_tools`)
and the result figure written as HTML (:mod:`.figure`, whose layout the matplotlib figures of
:mod:`mjlib.render` share). It stands on the scorer, the course and practice, and is the top of
what the site's browser build takes: :mod:`mjlib.render` and :mod:`mjlib.widgets` stay out.
"""

__all__ = ["page", "page_tools", "figure"]
