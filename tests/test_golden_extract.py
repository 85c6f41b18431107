"""Golden files for the extractor: each tests/golden/extract/<name>/ holds an input CV (text,
Markdown, LaTeX, HTML, PDF, JSON Resume or BibTeX) and the extraction it must give (the export
layout with spans). ``pytest --update-golden`` rewrites the expected files; the git diff is the review.

Cases with a hand-written ``gold.json`` (the scorer's layout) are also scored by the gold scorer
(``tests/scorer.py``, a copy of the team's ``shared/eval/score.py``, so a fresh clone runs it),
and its figures must stay above floors: the expected files pin behaviour, the gold says what is right.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from cvkg.export import to_layout
from cvkg.extract import extract
from cvkg.ingest import read_source
from tests import scorer

GOLDEN = Path(__file__).resolve().parent / "golden" / "extract"
CASES = sorted(p for p in GOLDEN.iterdir() if p.is_dir())
ANNOTATED = [c for c in CASES if (c / "gold.json").exists()]
# The held-out cases (CVs written without reading the extractor) measure generalization; they have
# floors of their own (HELDOUT_FLOORS), so the family floors keep applying to the other cases.
HELDOUT = [c for c in ANNOTATED if re.match(r"heldout\d*-", c.name)]
# The PDF layouts drawn for the PDF layout pass (tests/golden/make_pdf_cases.py): a development set of the family
# that scores worst, held to floors of their own (DOCUMENT_FLOORS) and kept out of the family floors.
PDF_LAYOUTS = {
    "pdf-nih-biosketch", "pdf-sidebar-left", "pdf-europass", "pdftext-europass", "pdftext-interleaved-sidebar",
    "pdftext-layout-right-sidebar", "pdftext-word-tabs", "pdftext-nih-layout", "pdftext-pdfminer-sidebar",
}  # fmt: skip
LAYOUT_KEYS = {
    "source", "person", "headline", "interests", "education", "positions", "awards", "publications",
    "talks", "teaching", "service", "students", "committees", "projects", "skills",
}  # fmt: skip

# Floors (macro record F1, publication strict F1) under the figures of the day, per family of
# formats: a change that costs more than a few records somewhere fails here. The JSON Resume
# floor is the target set for unseen resumes. HTML and PDF pass through the text reader after
# conversion.
FAMILY_FLOORS = {
    "text, Markdown and LaTeX": ({".txt", ".md", ".tex"}, 0.95, 0.95),
    "JSON Resume": ({".json"}, 0.85, 0.80),
    "BibTeX": ({".bib"}, 0.95, 0.95),
    "HTML and PDF": ({".html", ".pdf"}, 0.60, 0.98),
}
DOCUMENT_RECORD_F1 = 0.60
# Cases whose figures rose past the common floor, each held to just under them (macro record F1,
# publication strict F1).
DOCUMENT_FLOORS = {
    "html-academicpages": (0.98, 0.98),
    "html-alfolio": (0.98, 0.98),
    "html-faculty-table": (0.98, 0.98),
    "latex-article-enumerate": (0.97, 0.98),
    "latex-awesome-cv-honors": (0.98, 0.98),
    "latex-europecv": (0.98, 0.98),
    "latex-longtable": (0.96, 0.98),
    "latex-moderncv-classic-lists": (0.96, 0.98),
    # "Nano Lett." loses the period of its last abbreviated word (only a name that abbreviates another
    # word keeps it: "Phys. Rev. B"), so one of its two titled papers misses its venue
    "latex-moderncv-banking": (0.95, 0.64),
    "markdown-hugo": (0.98, 0.98),
    "md-jekyll-cv": (0.98, 0.98),
    "md-pandoc-docx": (0.97, 0.73),
    "md-readme-tables": (0.98, 0.98),
    "md-wowchemy": (0.97, 0.78),
    "pdf-moderncv": (0.98, 0.98),
    "pdf-two-column": (0.88, 0.98),
    "plain-pdf-lost-markup": (0.98, 0.98),
    # PDFs and PDF extractors' text drawn for the layout pass (tests/golden/make_pdf_cases.py; PDF_LAYOUTS), just
    # under what the pass reached (it started from 0.000 / 0.926 / 0.000 / 0.635 / 0.475 / 0.353 / 0.207 / 0.642
    # / 0.741 record F1).
    # The misses left are the readers': PMCID notes in a venue, a title and an employer read as one ("Hydrological
    # Engineer"), a description read as the next job's employer, a first author "de Groot P.", talks "Title, Host
    # Date", a sidebar's wrapped items.
    "pdf-nih-biosketch": (0.87, 0.55),
    "pdf-sidebar-left": (0.94, 0.80),
    "pdf-europass": (0.71, 0.0),
    "pdftext-europass": (0.80, 0.45),
    "pdftext-interleaved-sidebar": (0.92, 0.98),
    "pdftext-layout-right-sidebar": (0.88, 0.70),
    "pdftext-nih-layout": (0.76, 0.98),
    "pdftext-word-tabs": (0.98, 0.70),
    "pdftext-pdfminer-sidebar": (0.76, 0.80),
}


# The held-out cases (tests/golden/README.md) measure layouts the extractor was not tuned on: floors of their
# own, just under what the merged fixers reached (macro record F1, publication strict F1), so that a change
# costing them records fails; they are kept out of the family floors, which hold the tuned cases.
HELDOUT_FLOORS = {
    # its gold keeps "PhD thesis, University of Cape Town" as a thesis's venue; set 15's and the seeds' keep the
    # institution alone ("PhD thesis, Georgia Institute of Technology, Atlanta, GA" -> the institute), as read now
    "heldout-jsonresume-handedited": (1.00, 0.75),
    "heldout-jsonresume-linkedin": (1.00, 1.00),
    "heldout-latex-curve": (0.96, 1.00),
    "heldout-latex-description": (1.00, 1.00),
    "heldout-latex-jake": (1.00, 1.00),
    "heldout-latex-tabularx": (1.00, 1.00),
    "heldout-md-github-readme": (1.00, 1.00),
    "heldout-md-obsidian": (1.00, 1.00),
    # (these three golds keep a paper under a "Reviews" heading a journal article; most sets make it other writing)
    "heldout-md-pandoc-yaml": (1.00, 0.85),
    "heldout-md-quarto": (1.00, 1.00),
    # The second held-out set: sealed until its baseline (macro record F1 0.807, publication strict F1 0.417 on
    # 93655a2; tests/golden/HELDOUT2-BASELINE.md) and three rounds of fixes made elsewhere had been measured
    # on it (0.837 / 0.677); then opened as a development set (tuned to 0.975 / 1.0).
    "heldout2-jsonresume-full": (1.00, 1.00),
    "heldout2-jsonresume-minimal": (1.00, 1.00),
    "heldout2-latex-awesome-cv": (0.97, 1.00),
    "heldout2-latex-moderncv-banking": (0.98, 1.00),
    "heldout2-latex-moderncv-classic": (0.98, 1.00),
    "heldout2-latex-onecol-items": (0.96, 1.00),
    "heldout2-latex-thesis-tabular": (0.97, 1.00),
    "heldout2-markdown-academicpages": (0.92, 1.00),
    "heldout2-markdown-github-tables": (0.97, 1.00),
    "heldout2-markdown-hugo-wowchemy": (1.00, 1.00),
    # its gold lists grants under "Research Support" as projects; the team's golds count grants as awards
    "heldout2-markdown-pandoc-word": (0.86, 1.00),
    "heldout2-markdown-pdf-lost": (0.93, 1.00),
    # The third held-out set: sealed at 0.784 / 0.331, measured at 0.789 / 0.430 and 0.826 / 0.509 without being
    # read; opened as a development set at stop 11 for a field-by-field study of its misses (0.931 / 0.927 after
    # the conventions of tests/test_reader_conventions.py). What is left is mostly where its gold's choices
    # differ from the other sets' (a book's or a thesis's venue, a grant's funder in its name).
    "heldout3-html-faculty-law": (0.95, 0.87),
    "heldout3-jsonresume-extended": (0.91, 0.87),
    "heldout3-jsonresume-publisher": (1.00, 0.87),
    "heldout3-latex-article-macros": (1.00, 1.00),
    "heldout3-latex-friggeri": (0.94, 1.00),
    "heldout3-latex-res-cls": (0.87, 1.00),
    "heldout3-md-alfolio": (0.96, 1.00),
    "heldout3-md-notion-tables": (0.96, 1.00),
    "heldout3-md-readme-nested": (0.96, 1.00),
    "heldout3-txt-europass": (0.75, 1.00),
    "heldout3-txt-nih-biosketch": (0.61, 1.00),
    "heldout3-txt-two-column": (0.90, 1.00),
    # Development sets 6 and 7, written at stop 11 by helpers who read neither the extractor nor the other
    # cases (tests/golden/extract/HELDOUT6.md, HELDOUT7.md); first read on main 0108f64 at 0.812 / 0.525 and
    # 0.823 / 0.657 (macro record F1 / publication strict F1), before anyone studied them; studied the same stop
    # (with the five-language headings and dates) to 0.878 / 0.644 and 0.919 / 0.883.
    "heldout6-jsonresume-architecture-mexico": (1.00, 1.00),
    "heldout6-jsonresume-business-korea": (1.00, 0.90),
    "heldout6-latex-article-law-southafrica": (0.96, 0.96),
    "heldout6-latex-europecv-linguistics-finland": (0.89, 0.90),
    "heldout6-latex-longtable-civileng-turkey": (0.80, 0.86),  # its gold keeps an under-review paper a journal one
    "heldout6-latex-moderncv-nursing-brazil": (0.93, 1.00),
    "heldout6-latex-tabular-chemistry-china": (0.95, 0.90),
    "heldout6-md-hugo-medicine-india": (0.89, 0.90),
    # a poster in its talk list is also a poster publication (claim_posters); this older gold keeps it a talk only
    "heldout6-md-jekyll-publichealth-nigeria": (0.94, 0.84),
    "heldout6-md-quarto-education-philippines": (0.85, 0.90),
    "heldout6-md-readme-agri-kenya": (0.88, 0.78),
    # blank lines part entries: a merged pair now two records, one of them misread (a double given name)
    "heldout6-md-zotero-musicology-argentina": (0.85, 0.90),
    "heldout7-jsonresume-builder-biostat": (0.98, 0.90),
    "heldout7-jsonresume-custom-hci-prof": (0.98, 1.00),
    "heldout7-latex-article-neuro-postdoc": (0.93, 0.90),
    "heldout7-latex-awesome-cv-phd": (0.95, 1.00),
    "heldout7-latex-biblatex-stats-prof": (1.00, 1.00),
    "heldout7-latex-deedy-undergrad": (0.74, 0.50),
    "heldout7-latex-moderncv-econ": (0.89, 1.00),
    "heldout7-md-academicpages-psych": (0.96, 1.00),
    "heldout7-md-alfolio-industry": (0.98, 0.94),
    "heldout7-md-quarto-physics": (0.98, 1.00),
    "heldout7-md-readme-nlp-phd": (0.90, 0.90),
    "heldout7-md-wowchemy-compbio": (0.88, 0.91),
    "heldout9-json-jsonresume-chemistry": (0.90, 1.00),
    "heldout9-json-jsonresume-statistics": (1.00, 0.88),
    "heldout9-latex-amsart-mathematics": (0.89, 0.83),
    "heldout9-latex-article-philosophy": (0.93, 0.84),
    "heldout9-latex-currvita-history": (0.85, 1.00),
    "heldout9-latex-jobmarket-economics": (0.88, 0.90),
    "heldout9-latex-moderncv-physics": (0.94, 0.99),
    "heldout9-markdown-ama-nursing": (0.79, 1.00),
    "heldout9-markdown-exhibitions-arthistory": (0.81, 0.76),
    "heldout9-markdown-pandoc-neuroscience": (0.86, 0.84),
    "heldout9-markdown-readme-sociology": (0.85, 1.00),
    # blank lines part entries: an edited volume now found, its venue the publisher (the gold keeps none)
    "heldout9-markdown-uss-linguistics": (0.90, 0.84),
    "heldout10-json-jsonresume-marketing": (0.98, 1.00),
    "heldout10-json-jsonresume-oncologia-it": (0.96, 1.00),
    "heldout10-latex-altacv-csphd": (1.00, 0.83),
    "heldout10-latex-article-civileng": (1.00, 0.99),
    "heldout10-latex-europasscv-lebenslauf": (0.90, 0.93),
    "heldout10-latex-moderncv-surgery": (0.82, 1.00),
    # the name is read from res.cls's \\name now; an unsigned review gets it as the brief says ("spelled as in the
    # header"), where the gold spells it as the list does ("Achterberg-Ruiz, Marisol")
    "heldout10-latex-res-music": (0.88, 0.85),
    "heldout10-md-academicpages-psychology": (0.92, 1.00),
    "heldout10-md-hugo-ecology": (0.94, 1.00),
    "heldout11-json-jsonresume-astrophysics": (0.95, 1.00),
    "heldout11-json-jsonresume-geography": (0.97, 0.87),
    # a prize line no longer hides a monograph, found with its press as venue (the gold keeps none)
    "heldout11-latex-article-history": (0.75, 0.80),
    "heldout11-latex-hangindent-sociology": (0.98, 0.81),
    "heldout11-latex-inspire-hepth": (0.83, 0.73),
    "heldout11-latex-moderncv-ecology": (0.99, 1.00),
    # two book reviews read as "Review of Title, by Author", as most golds title them; this gold keeps the title alone
    "heldout11-latex-rescls-englishlit": (0.77, 0.84),
    "heldout11-md-jekyll-arthistory": (0.84, 0.66),
    "heldout11-md-pandoc-economics": (1.00, 0.80),
    "heldout11-md-pdfconv-psychology": (0.86, 1.00),
    "heldout11-md-plain-linguistics": (0.94, 0.81),
    "heldout11-md-wowchemy-polisci": (0.98, 1.00),
    "heldout13-json-custom-chemeng": (0.89, 1.00),
    "heldout13-json-linkedin-mathed": (1.00, 1.00),
    "heldout13-latex-awesomecv-vetmed": (0.94, 0.87),
    "heldout13-latex-etaremune-classics": (0.99, 0.95),
    "heldout13-latex-moderncv-urbanplan": (0.93, 1.00),
    "heldout13-latex-twentysecond-datasci": (0.84, 0.94),
    "heldout13-md-docling-cellbio": (0.73, 0.77),
    "heldout13-md-marker-mecheng": (0.87, 0.66),
    "heldout13-md-pandoc-sociology": (0.97, 1.00),
    "heldout13-md-pdftotext-envsci": (0.95, 1.00),
    "heldout13-md-pymupdf-materials": (0.97, 1.00),
    "heldout13-md-readme-pharmacy": (0.84, 1.00),
    "heldout10-md-notion-publichealth": (0.96, 1.00),
    "heldout10-md-pandoc-linguistique-fr": (0.90, 0.77),
    "heldout10-md-wordexport-educacion-es": (0.92, 0.90),
    # Development set 15 (stop 14): the styles sealed set 12 showed weak (JSON Resume exports, clinical CVs
    # converted from PDF, res.cls economics, wowchemy psychology, europecv chemistry), written blind; first read
    # 0.808 / 0.679 (`5e8380e`).
    "heldout15-json-abstractonly-hydrology": (1.00, 1.00),
    "heldout15-json-bibtexscript-robotics": (1.00, 1.00),
    "heldout15-json-builderexport-datasci": (1.00, 1.00),
    "heldout15-json-handschema-nlp": (1.00, 1.00),
    "heldout15-latex-europecv-mofchem": (0.84, 1.00),
    "heldout15-latex-europecv-orgchem": (0.86, 0.96),
    "heldout15-latex-rescls-intlmacro": (0.92, 1.00),
    "heldout15-latex-rescls-labor": (0.89, 0.75),
    "heldout15-md-marker-pedsoncology": (0.82, 0.94),
    "heldout15-md-pdftotext-cardiology": (0.90, 0.95),
    "heldout15-md-wowchemy-clinpsych": (0.88, 1.00),
    "heldout15-md-wowchemy-socialpsych": (0.90, 0.94),
    # Development set 17 (stop 14's end): mathematics and chemistry, written blind after sealed set 14 showed both
    # weak; first read 0.906 / 0.492 (`13a85d4`).
    "heldout17-json-jsonresume-orgchem": (1.00, 0.90),
    "heldout17-latex-amsart-math": (0.85, 0.76),
    "heldout17-latex-article-chem": (0.90, 1.00),
    "heldout17-latex-awesomecv-physchem": (0.89, 1.00),
    "heldout17-latex-moderncv-chem": (0.95, 0.94),
    "heldout17-latex-moderncv-stats": (0.86, 1.00),
    "heldout17-md-alfolio-applmath": (0.93, 1.00),
    "heldout17-md-pymupdf-math": (0.98, 0.96),
    "heldout19-json-jsonresume-nursing": (0.97, 1.00),
    "heldout19-latex-article-physics": (0.93, 0.96),
    "heldout19-latex-awesomecv-physchem": (0.94, 0.93),
    "heldout19-latex-moderncv-biostat": (0.96, 1.00),
    "heldout19-latex-res-history": (0.92, 0.92),
    "heldout19-md-academicpages-materials": (0.91, 1.00),
    "heldout19-md-hugo-economics": (0.89, 0.86),
    # (stop 22: "Clinical Supervisory and Training Responsibilities" under its teaching report is read as teaching)
    "heldout19-md-marker-hms-clinical": (0.92, 0.94),
    "heldout19-md-pdftotext-statistics": (0.98, 1.00),
    "heldout19-md-pymupdf-math": (0.97, 0.95),
    "heldout20-latex-amsart-enumerate-puremath": (0.99, 0.93),
    "heldout20-latex-article-pubmacro-biostat": (0.98, 1.00),
    "heldout20-latex-europecv-vancouver-internalmed": (0.98, 0.78),
    "heldout20-latex-moderncv-banking-physchem": (0.96, 1.00),
    "heldout20-latex-moderncv-casual-chemistry": (0.95, 1.00),
    "heldout20-md-pdftotext-hms-pulmcrit": (0.95, 1.00),
    "heldout21-json-resume-economics": (0.97, 1.00),
    "heldout21-latex-amsplain-math": (0.97, 0.93),
    "heldout21-latex-custommacro-polisci": (0.92, 1.00),
    "heldout21-latex-europecv-cardiology": (0.94, 0.93),
    "heldout21-latex-europecv-physics": (1.00, 1.00),
    # one chapter's year: the citation says 2018, its \cvitem label 2020, and the label now wins (0.95 from 1.00
    # when the year column became one rule, in citations.take_year_column)
    "heldout21-latex-moderncv-history": (0.88, 0.96),
    "heldout21-md-academicpages-history": (0.91, 0.96),
    "heldout21-md-pdftotext-respiratory": (0.89, 0.93),
    "heldout21-md-quarto-nursing": (0.91, 0.93),
    "heldout23-latex-bibitem-probability": (0.93, 1.00),
    "heldout23-latex-description-combinatorics": (0.83, 1.00),
    "heldout23-latex-etaremune-numbertheory": (0.94, 1.00),
    # the europecv merge (eu21) reads its rows another way: awards and students won and lost (left in the note)
    "heldout23-latex-europecv-nursing": (0.92, 0.95),
    "heldout23-latex-europecvde-chemistry": (0.92, 0.96),
    "heldout23-latex-moderncvbanking-history": (0.85, 0.77),
    "heldout23-latex-moderncvclassic-history": (0.88, 0.78),
    "heldout23-latex-tabular-pde": (0.91, 0.88),
    "heldout23-md-pdftotext-topology": (0.90, 0.89),
    "heldout25-json-handwritten-marinebio": (0.98, 1.00),
    "heldout25-json-handwritten-physics": (0.98, 1.00),
    "heldout25-json-linkedin-nursing": (1.00, 0.72),
    "heldout25-json-orcidexport-epidemiology": (1.00, 0.80),
    "heldout25-latex-europasscv-paediatrics": (0.89, 0.92),
    "heldout25-latex-europecv-civileng": (0.89, 0.66),
    "heldout25-md-pdftotext-nephrology": (0.92, 0.90),
    "heldout25-md-pymupdf4llm-clinpsych": (0.93, 0.96),
    "heldout27-json-export-microbiology": (0.89, 0.76),
    "heldout27-json-handwritten-chemistry": (0.93, 0.75),
    "heldout27-latex-europecv-powerelectronics": (0.92, 0.99),
    # (stop 22: the BMCR review found, its title keeping "by A" as most golds do, not as this one)
    "heldout27-latex-moderncv-classics": (0.91, 0.60),
    "heldout27-latex-moderncv-history": (0.80, 0.76),
    "heldout27-md-pdftotext-economics": (0.97, 0.81),
    "heldout27-md-pymupdf-math": (0.92, 0.94),
    "heldout27-md-pymupdf-physics": (0.84, 0.99),
    "heldout28-latex-moderncv-banking-ecology": (0.95, 0.92),
    "heldout28-latex-moderncv-banking-musicology": (0.90, 0.91),
    "heldout28-latex-moderncv-casual-anthropology": (0.94, 0.77),
    "heldout28-latex-moderncv-casual-epidemiology": (0.84, 0.84),
    "heldout28-latex-moderncv-classic-civileng": (0.94, 0.93),
    "heldout28-latex-moderncv-classic-geology": (0.95, 0.97),
    "heldout28-latex-moderncv-fancy-linguistics": (0.85, 0.61),
    "heldout28-latex-moderncv-oldstyle-history": (0.93, 0.84),
    "heldout29-json-linkedin-materials": (0.95, 0.71),
    "heldout29-latex-awesomecv-pharmacology": (0.94, 0.91),
    "heldout29-latex-europasscv-agronomy": (0.97, 0.92),
    "heldout29-md-academicpages-astronomy": (0.92, 0.69),
    "heldout29-md-pandoc-nursing": (0.94, 0.80),
    "heldout29-md-pdftotext-pharmacy": (0.83, 0.76),
    "heldout29-md-quarto-sociology": (0.90, 0.96),
    "heldout29-md-wowchemy-hematology": (0.91, 1.00),
    "heldout30-latex-article-philosophy": (0.94, 0.80),
    "heldout30-latex-currvita-musicology": (0.95, 1.00),
    # (0.89 -> 0.86: its gold shortens "Review of *Book*, by A" to "Book", which the brief keeps whole)
    "heldout30-latex-moderncv_banking-arthistory": (0.94, 0.86),
    "heldout30-latex-moderncv_casual-history": (0.95, 0.75),
    "heldout30-latex-moderncv_classic-classics": (0.98, 0.90),
    "heldout30-latex-moderncv_fancy-complit": (0.92, 0.70),
    "heldout30-latex-moderncv_macros-histsci": (0.95, 0.87),
    "heldout30-latex-moderncv_oldstyle-anthropology": (0.92, 0.60),
    "heldout31-json-handwritten-cellbio": (0.90, 0.72),
    "heldout31-json-script-ecology": (0.87, 0.88),
    "heldout31-latex-europasscv-nursing": (0.95, 0.96),
    "heldout31-latex-europecv-physio": (0.78, 0.85),
    "heldout31-md-alfolio-psych": (0.93, 1.00),
    "heldout31-md-pdftotext-medicine": (0.73, 0.74),
    "heldout31-md-pymupdf-epi": (0.95, 1.00),
    "heldout31-md-pymupdf-math": (0.89, 0.90),
    "heldout33-json-resume-cellbio": (0.97, 0.77),
    "heldout33-latex-article-philosophy": (0.96, 0.84),
    "heldout33-latex-europass-nursing": (0.93, 1.00),
    "heldout33-latex-moderncv-history": (0.88, 0.94),
    "heldout33-md-academicpages-economics": (0.99, 0.86),
    "heldout33-md-alfolio-psychology": (0.89, 1.00),
    "heldout33-md-pdftotext-medicine": (0.93, 0.83),
    "heldout33-md-pymupdf-math": (0.96, 1.00),
    # set 35 (stop 22: first read 0.916 / 0.776, at the stop's end 0.937 / 0.871)
    "heldout35-json-jsonresume-microbiology": (0.96, 0.77),
    "heldout35-md-academicpages-plasma": (0.93, 0.79),
    "heldout35-md-pymupdf-nutrition": (0.89, 0.96),
    "heldout35-md-quarto-popdemog": (0.95, 0.86),
    "heldout35-tex-awesomecv-polymer": (0.86, 0.90),
    "heldout35-tex-custommacros-bme": (0.91, 0.80),
    "heldout35-tex-europasscv-arthistory": (0.89, 0.83),
    "heldout35-tex-moderncv-history": (0.86, 1.00),
    # set 37, first read (stop 23): the genres sealed 34 is weakest on
    "heldout37-json-orcid-immunology": (0.94, 0.91),  # flattened by a converter: 0.06, 0.00 before it was read
    "heldout37-latex-awesomecv-powerelectronics": (0.90, 0.95),
    "heldout37-latex-bluebook-law": (0.97, 0.81),
    "heldout37-latex-currvita-filmstudies": (0.85, 0.96),
    "heldout37-latex-moderncv-forestry": (0.93, 0.90),
    "heldout37-md-hugo-sociology": (0.87, 0.96),
    "heldout37-md-marker-toxicology": (0.95, 0.91),
    "heldout37-md-pdftotext-slp": (0.67, 0.92),
    # set 38, first read (stop 23's end): the genres sealed 36 is weakest on
    "heldout38-json-resume-entomology": (0.93, 0.92),
    "heldout38-latex-europasscv-hydrology": (0.87, 0.94),
    "heldout38-latex-longtable-seismology": (0.91, 0.87),
    "heldout38-md-academicpages-religion": (0.92, 0.99),
    "heldout38-md-marker-genetics": (0.87, 0.72),
    "heldout38-md-pandoc-policy": (0.95, 0.75),
    "heldout38-md-pdftotext-socialwork": (0.62, 0.78),
    "heldout38-md-pymupdf4llm-slp": (0.85, 0.88),
    # set 40, first read (stop 24: 0.814 / 0.518 on the code at the stop's start): the genres sealed 39 is weakest on
    "heldout40-json-custom-germanstudies": (0.96, 0.89),
    "heldout40-json-jsonresume-miningeng": (0.98, 0.88),
    "heldout40-latex-friggeri-psycholinguistics": (0.84, 0.99),
    "heldout40-latex-rescls-industrialeng": (0.90, 0.80),
    "heldout40-md-docling-historyofscience": (0.83, 0.91),
    "heldout40-md-hugoblox-volcanology": (0.86, 0.93),
    "heldout40-md-marker-midwifery": (0.85, 0.96),
    "heldout40-md-pdftotextlayout-gastroenterology": (0.91, 0.85),
    "heldout41-json-custom-slavicstudies": (0.83, 0.69),
    "heldout41-json-jsonresume-transportation": (0.94, 0.82),
    "heldout41-json-orcidexport-immunology": (0.94, 0.76),
    "heldout41-latex-article-law": (0.86, 1.00),
    "heldout41-latex-awesomecv-chemeng": (0.80, 0.89),
    "heldout41-latex-europasscv-archaeology": (0.82, 0.76),
    "heldout41-md-marker-genetics": (0.90, 0.75),
    "heldout41-md-pdftotext-audiology": (0.79, 0.84),
}
# (macro record F1, publication strict F1) over each held-out set
HELDOUT_OVERALL_FLOORS = {
    "heldout-": (0.99, 0.96), "heldout2-": (0.96, 1.00), "heldout3-": (0.93, 0.98), "heldout6-": (0.92, 0.90),
    "heldout7-": (0.95, 0.96), "heldout9-": (0.90, 0.91), "heldout10-": (0.94, 0.95),
    "heldout11-": (0.90, 0.85), "heldout13-": (0.92, 0.95),
    "heldout15-": (0.92, 0.96),
    "heldout17-": (0.93, 0.94),
    "heldout19-": (0.94, 0.96),
    "heldout20-": (0.97, 0.97),
    "heldout21-": (0.88, 0.95),  # 0.86 before the year-column rule became one (see its moderncv history case)
    "heldout23-": (0.92, 0.91),
    "heldout25-": (0.95, 0.91),
    "heldout27-": (0.93, 0.89),
    "heldout28-": (0.90, 0.88),
    "heldout29-": (0.92, 0.90),
    "heldout30-": (0.96, 0.87),
    "heldout31-": (0.91, 0.92),
    "heldout33-": (0.95, 0.91),
    "heldout35-": (0.94, 0.88),
    "heldout37-": (0.93, 0.95),  # 0.82, 0.68 before its flattened ORCID record was read; 0.88, 0.77 at stop 23
    "heldout38-": (0.89, 0.89),  # 0.76, 0.63 over 7 cases at stop 23, its seismology case then rejected
    "heldout40-": (0.91, 0.93),  # 0.81, 0.52 on first read (stop 24)
    "heldout41-": (0.85, 0.81),  # 0.83, 0.61 on first read (stop 25)
}  # fmt: skip


def _input(case: Path) -> Path:
    return next(p for p in sorted(case.iterdir()) if p.name.startswith("input."))


def _canonical(data: object) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_extraction_matches_golden(case: Path, update_golden: bool) -> None:
    """The extractor's output for each golden input equals its expected.facts.json."""
    record = extract(read_source(_input(case)))
    actual = _canonical(to_layout(record, with_spans=True))
    expected_path = case / "expected.facts.json"
    if update_golden or not expected_path.exists():
        expected_path.write_text(actual, encoding="utf-8")
    assert actual == expected_path.read_text(encoding="utf-8")


def test_golden_cases_exist() -> None:
    """There are golden inputs in every format to test against, most with a hand-written gold file."""
    assert len(CASES) >= 30
    assert len(ANNOTATED) >= 25
    assert {_input(c).suffix for c in ANNOTATED} >= {".tex", ".md", ".txt", ".json", ".bib", ".html", ".pdf"}


@pytest.mark.parametrize("case", ANNOTATED, ids=[c.name for c in ANNOTATED])
def test_gold_file_follows_the_layout(case: Path) -> None:
    """Every gold file has the layout's keys and names its input, so the scorer reads all of it."""
    gold = json.loads((case / "gold.json").read_text(encoding="utf-8"))
    assert set(gold) == LAYOUT_KEYS
    assert gold["source"] == _input(case).name
    for name, (keys, fields) in scorer.SECTIONS.items():
        for record in gold[name]:
            assert set(keys) | set(fields) <= set(record), (name, record)


def _score(cases: list[Path], tmp_path: Path) -> dict[str, Any]:
    gold_dir, pred_dir = tmp_path / "gold", tmp_path / "pred"
    gold_dir.mkdir()
    pred_dir.mkdir()
    for case in cases:
        (gold_dir / f"{case.name}.json").write_bytes((case / "gold.json").read_bytes())
        layout = to_layout(extract(read_source(_input(case))))
        (pred_dir / f"{case.name}.json").write_text(json.dumps(layout, ensure_ascii=False), encoding="utf-8")
    result: dict[str, Any] = scorer.score(gold_dir, pred_dir)
    assert not result["missing_predictions"]
    return result


@pytest.mark.parametrize("family", list(FAMILY_FLOORS))
def test_scorer_figures_per_format_family_stay_above_the_floor(family: str, tmp_path: Path) -> None:
    """Over each family of formats, the scorer's macro record F1 and publication strict F1 stay above their floors."""
    suffixes, record_floor, publication_floor = FAMILY_FLOORS[family]
    cases = [c for c in ANNOTATED if _input(c).suffix in suffixes and c not in HELDOUT and c.name not in PDF_LAYOUTS]
    result = _score(cases, tmp_path)
    assert result["macro_record_f1"] >= record_floor, result["misses"]
    assert result["publication_strict_f1"] >= publication_floor, result["misses"]


@pytest.mark.parametrize("case", ANNOTATED, ids=[c.name for c in ANNOTATED])
def test_each_annotated_case_stays_above_floor(case: Path, tmp_path: Path) -> None:
    """No one document falls far behind: each annotated case's macro record F1 (and, where it has one
    of its own, publication strict F1) stays above its floor."""
    result = _score([case], tmp_path)
    floors = HELDOUT_FLOORS if case in HELDOUT else DOCUMENT_FLOORS
    record_floor, publication_floor = floors.get(case.name, (DOCUMENT_RECORD_F1, 0.0))
    assert result["macro_record_f1"] >= record_floor, result["misses"]
    assert (result["publication_strict_f1"] or 0.0) >= publication_floor, result["misses"]


@pytest.mark.parametrize("prefix", list(HELDOUT_OVERALL_FLOORS))
def test_each_held_out_set_stays_above_its_floor(prefix: str, tmp_path: Path) -> None:
    """Over each held-out set, macro record F1 and publication strict F1 stay above their floors."""
    assert {c.name for c in HELDOUT} == set(HELDOUT_FLOORS)
    record_floor, publication_floor = HELDOUT_OVERALL_FLOORS[prefix]
    result = _score([c for c in HELDOUT if c.name.startswith(prefix)], tmp_path)
    assert result["macro_record_f1"] >= record_floor, result["misses"]
    assert result["publication_strict_f1"] >= publication_floor, result["misses"]
