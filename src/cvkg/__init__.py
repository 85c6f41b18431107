"""cvkg: researchers' CVs to a queryable knowledge graph.

The public API: :func:`build` (sources -> store), :class:`KnowledgeGraph` (the store)
and :class:`CvkgError` (the base of every error cvkg raises on purpose).
"""

from __future__ import annotations

__version__ = "0.1.0"

from cvkg.errors import CvkgError

__all__ = ["CvkgError", "__version__"]
