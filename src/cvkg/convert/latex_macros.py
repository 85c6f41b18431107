"""What the LaTeX converter knows about macros and environments, by name: tables only.

Kept apart from :mod:`cvkg.convert.latex` so the converter's code stays short; each table says
how many arguments a macro takes and what it stands for in the text.
"""

from __future__ import annotations

import re

from pylatexenc import latexwalker
from pylatexenc.latex2text import LatexNodes2Text


def _verbatim_arg(node: latexwalker.LatexMacroNode, l2tobj: LatexNodes2Text) -> str:
    """A URL as written: ``\\url{a/~b}`` keeps its ``~``."""
    arg = node.nodeargd.argnlist[0] if node.nodeargd and node.nodeargd.argnlist else None
    return str(arg.latex_verbatim()[1:-1]) if arg is not None else ""


def _bare_url(url: str) -> str:
    return re.sub(r"^(?:https?://)?(?:www\.)?", "", url.strip()).rstrip("/").lower()


# A link text that names the kind of contact rather than giving it: "Homepage", "GitHub", an icon
_CONTACT_WORD = re.compile(
    r"^(?:home\s?page|web\s?(?:site|page)?|site|url|blog|e-?mail|mail|github|gitlab|linkedin|google scholar"
    r"|scholar|orcid|twitter|mastodon)?$",
    re.IGNORECASE,
)


# A link text that names the paper's identifier rather than giving it: "arXiv", "DOI", "[journal]"
_IDENTIFIER_WORD = re.compile(r"^\[?(?:arxiv|doi|preprint|journal|published version|pdf|link)\]?$", re.IGNORECASE)


def _href(node: latexwalker.LatexMacroNode, l2tobj: LatexNodes2Text) -> str:
    """A link's text; the address itself when the text only shortens it (``mtn.dev`` for
    ``https://mtn.dev``) or names the kind of contact (``Homepage``, an icon, ``Email`` for a
    ``mailto:``), so that the contact is still there."""
    target, label = (node.nodeargd.argnlist[:2] if node.nodeargd else None) or (None, None)
    if target is None or label is None:
        return ""  # a link cut off from its arguments
    url = str(target.latex_verbatim()[1:-1]).strip()
    text = str(l2tobj.nodelist_to_text([label])).strip()
    bare = text.replace("*", "").strip()
    if url.startswith("mailto:") and "@" not in bare:
        return url.removeprefix("mailto:")
    if url.startswith(("http://", "https://")) and (_bare_url(bare) == _bare_url(url) or _CONTACT_WORD.match(bare)):
        return url
    if _IDENTIFIER_WORD.match(bare) and re.search(r"\b(?:arxiv\.org|doi\.org)/", url):
        return url  # "\href{https://arxiv.org/abs/1701.01234}{arXiv}": the identifier, which the word only names
    return text


# Layout macros pylatexenc does not know: (number of {} arguments or an argument spec, text they stand for).
LAYOUT = {
    "hfill": (0, "  "),
    "hfil": (0, "  "),
    "quad": (0, "  "),
    "qquad": (0, "  "),
    "enspace": (0, " "),
    "LaTeX": (0, "LaTeX"),
    "TeX": (0, "TeX"),
    "rule": (2, ""),
    "fontsize": (2, ""),
    "hline": (0, ""),
    "toprule": (0, ""),
    "midrule": (0, ""),
    "bottomrule": (0, ""),
    "newpage": (0, ""),
    "clearpage": (0, ""),
    "noindent": (0, ""),
    "centering": (0, ""),
    "maketitle": (0, ""),
    "makecvtitle": (0, ""),
    "smallskip": (0, ""),
    "medskip": (0, ""),
    "bigskip": (0, ""),
    "raggedright": (0, ""),
    "raggedleft": (0, ""),
    "selectfont": (0, ""),
    "cline": (1, ""),
    "multicolumn": (3, "%(3)s"),
    "multirow": (3, "%(3)s"),  # \\multirow{2}{*}{Ph.D.}: the text, whatever rows it spans
    "href": (2, _href),
    "sep": (0, "|"),
    "moderncvstyle": (1, ""),
    "moderncvcolor": (1, ""),
    "moderncvtheme": (2, ""),
    "tiny": (0, ""),
    "scriptsize": (0, ""),
    "footnotesize": (0, ""),
    "small": (0, ""),
    "normalsize": (0, ""),
    "large": (0, ""),
    "Large": (0, ""),
    "LARGE": (0, ""),
    "huge": (0, ""),
    "Huge": (0, ""),
    "bfseries": (0, ""),
    "itshape": (0, ""),
    "scshape": (0, ""),
    "sffamily": (0, ""),
    "rmfamily": (0, ""),
    "ttfamily": (0, ""),
    "mdseries": (0, ""),
    "upshape": (0, ""),
    "texttt": (1, "%(1)s"),
    "newblock": (0, " "),
    "url": (1, _verbatim_arg),
    "urlstyle": (1, ""),
    "today": (0, ""),  # the day the PDF was made, not a date of the CV
    # page and counter settings in the body: their arguments are not text
    "pagestyle": (1, ""),
    "thispagestyle": (1, ""),
    "setlength": (2, ""),
    "addtolength": (2, ""),
    "setcounter": (2, ""),
    "addtocounter": (2, ""),
    "enlargethispage": (1, ""),
    "pagebreak": (0, ""),
    "nopagebreak": (0, ""),
    "columnbreak": (0, ""),
    "color": (1, ""),
    # fontspec's fonts, chosen in the body as often as in the preamble: a font's name is no text ("Minion Pro")
    "setmainfont": ("[{[", ""),
    "setromanfont": ("[{[", ""),
    "setsansfont": ("[{[", ""),
    "setmonofont": ("[{[", ""),
    "setCJKmainfont": ("[{[", ""),
    "newfontfamily": ("{[{[", ""),
    "fontspec": ("[{[", ""),
    "defaultfontfeatures": (1, ""),
    # a bibliography's settings: which entries, in which style, from which file (it is read where it is printed)
    "nocite": (1, ""),
    "bibliographystyle": (1, ""),
    "nobibliography": (1, ""),
    "addbibresource": ("[{", ""),
    "makecvheader": ("[", ""),
    "cdotp": (0, "·"),
    "bullet": (0, "•"),  # a list's mark as a list mark, not pylatexenc's operator "∙"
    "enskip": (0, " "),
    "makecvfooter": (3, ""),
    # currvita's place and date of signing, set under the CV: when it was written, no fact of its subject
    "cvplace": (1, ""),
    "cvtag": (1, "%(1)s · "),  # AltaCV's skill tags, set side by side: "Lean 4 · OCaml ·", one skill each
    # identifiers as amsrefs and mathematicians' preambles print them: "\MR{4589203}", "\arxiv{2307.04418}"
    "MR": (1, "MR%(1)s"),
    "arxiv": (1, "arXiv:%(1)s"),
    "arXiv": (1, "arXiv:%(1)s"),
    "eprint": (1, "arXiv:%(1)s"),
    "Zbl": (1, "Zbl %(1)s"),
    "doi": (1, "doi:%(1)s"),
    # babel: a passage in another language is its text; its quotation marks ("\glqq Titel\grqq", "\og titre \fg")
    "foreignlanguage": ("[{{", "%(3)s"),
    "selectlanguage": (1, ""),
    "glqq": (0, "„"),
    "grqq": (0, "“"),
    "glq": (0, "‚"),
    "grq": (0, "‘"),
    "og": (0, "« "),
    "fg": (0, "»"),
    "flqq": (0, "«"),
    "frqq": (0, "»"),
    "enquote": (1, "“%(1)s”"),
}
# Emphasis kept as Markdown's marks
EMPHASIS = {"textbf": "**", "emph": "*", "textit": "*"}
SECTIONS = {"part": "##", "chapter": "##", "section": "##", "subsection": "###", "subsubsection": "####"}
BREAKS = {"\\", "newline", "par", "linebreak"}
ENV_ARGS = {
    "tabular": 1,
    "tabular*": 2,
    "tabularx": 2,
    "tabulary": 2,
    "longtable": 1,
    "minipage": 1,
    "multicols": 1,
    "wrapfigure": 2,
    "list": 2,
    "thebibliography": 1,
}
# Environments that take no argument: a {..} after them is text (``\\begin{center}{\\Large Name}``).
PLAIN_ENVS = frozenset(
    ["document", "center", "flushleft", "flushright", "quote", "quotation", "verse", "itemize", "enumerate",
     "description", "abstract", "small", "footnotesize", "raggedright", "singlespace", "spacing"]
)  # fmt: skip
# Environments whose every line ends a line, as the template's \\obeylines makes them (friggeri-cv's sidebar)
OBEYLINES_ENVS = frozenset(["aside"])
# Environments that hold no text of the CV: a layout specification (res.cls's format), a file the document writes
# itself (its BibTeX, read where a bibliography prints it)
SPEC_ENVS = frozenset(["format", "filecontents", "filecontents*"])
# currvita's outer environment: its argument is the CV's title, the subject's name or "Curriculum Vitae"
TITLE_ENVS = frozenset(["cv"])
# Words that title a CV without naming its subject
CV_TITLE_WORDS = re.compile(r"\b(?:curriculum|vitae|vita|resume|résumé|cv|lebenslauf)\b", re.IGNORECASE)
# Header blocks of templates (curve's \\leftheader, a \\header{..}): their text is the CV's first lines.
HEADER_BLOCKS = ("leftheader", "rightheader", "header", "cvheader")
HEADER = {"email": 1, "phone": 1, "homepage": 1, "address": 3, "social": 1, "mobile": 1}
# europecv's personal data, one argument each
HEADER.update({"ecvemail": 1, "ecvtelephone": 1, "ecvhomepage": 1, "ecvaddress": 1, "ecvmobile": 1})
# twentysecondcv's, in its sidebar
HEADER.update({"cvmail": 1, "cvnumberphone": 1, "cvsite": 1, "cvaddress": 1})
MODERNCV_ARGS = {
    "cventry": 6,
    "cvitem": 2,
    "cvline": 2,
    "cvitemwithcomment": 3,
    "cvlistitem": 1,
    "cvlistdoubleitem": 2,
    "cvdoubleitem": 4,
    "cvcolumn": 2,
}
AWESOME_ARGS = {"cventry": 5, "cvhonor": 4, "cvskill": 2}
# Entry macros of document classes whose fields come in another order than an entry's line reads: the order
# of their arguments on that line (title, place, dates), then the one set below it (the description).
# twentysecondcv: \twentyitem{dates}{place}{title, employer}{description}
CLASS_ENTRIES = {"twentyitem": ((2, 1, 0), 3)}
# Lists of document classes drawn as bars, one {name/level} group each: twentysecondcv's
# \skills{{Python/5.5},{R/5}}; the heading they stand under
CLASS_LISTS = {"skills": "Skills"}
# A heading over papers: moderncv's \cventry under it is a citation ({year}{title}{journal}{volume}), not a job
PUBLICATION_HEADING_RE = re.compile(
    r"\b(?:publications?|papers|articles|books|monographs|chapters|book reviews|preprints|essays|bibliography)\b",
    re.IGNORECASE,
)
