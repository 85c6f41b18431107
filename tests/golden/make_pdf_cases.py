"""Write the inputs of the PDF-layout golden cases: invented CVs drawn as real PDFs with reportlab, and the
text that real extractors (pdfminer.six, pypdf) give for some of them.

Usage: python tests/golden/make_pdf_cases.py   (needs reportlab, pinned in the ``test`` extra, and the
DejaVu fonts of the system, for glyphs such as the ﬁ ligature and bullets)

Every person, paper and place below is invented. The gold files beside the inputs were written by hand
from the CVs as drawn here, never from the extractor's output.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path

from pdfminer.high_level import extract_text
from pypdf import PdfReader
from reportlab.lib.pagesizes import A4, letter
from reportlab.lib.utils import simpleSplit
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

CASES = Path(__file__).resolve().parent / "extract"
FONTS = Path("/usr/share/fonts/truetype/dejavu")
R, B, I = "Sans", "Sans-Bold", "Sans-Oblique"  # noqa: E741


def _register() -> None:
    for name, file in ((R, "DejaVuSans.ttf"), (B, "DejaVuSans-Bold.ttf"), (I, "DejaVuSans-Oblique.ttf")):
        pdfmetrics.registerFont(TTFont(name, str(FONTS / file)))


@dataclass
class Op:
    """One string placed on a page."""

    page: int
    x: float
    y: float
    text: str
    font: str = R
    size: float = 9.5
    align: str = "left"  # left | right | center
    order: int = 0


@dataclass
class Doc:
    """Strings placed on pages; drawn column by column (the order they were placed) or row by row."""

    size: tuple[float, float] = letter
    ops: list[Op] = field(default_factory=list)
    pages: int = 1

    def put(self, page: int, x: float, y: float, text: str, font: str = R, size: float = 9.5,
            align: str = "left") -> None:
        self.pages = max(self.pages, page + 1)
        self.ops.append(Op(page, x, y, text, font, size, align, len(self.ops)))

    def pdf(self, *, by_rows: bool = False, furniture: tuple[str, str] | None = None) -> bytes:
        out = io.BytesIO()
        canvas = Canvas(out, pagesize=self.size, invariant=1)
        width, height = self.size
        for page in range(self.pages):
            ops = [op for op in self.ops if op.page == page]
            if by_rows:
                ops.sort(key=lambda op: (-round(op.y), op.x))
            for op in ops:
                canvas.setFont(op.font, op.size)
                draw = {"left": canvas.drawString, "right": canvas.drawRightString,
                        "center": canvas.drawCentredString}[op.align]
                draw(op.x, op.y, op.text)
            if furniture:
                head, foot = furniture
                canvas.setFont(R, 7.5)
                if page > 0 and head:
                    canvas.drawString(40, height - 30, head)
                canvas.drawCentredString(width / 2, 24, foot.format(n=page + 1, of=self.pages))
            canvas.showPage()
        canvas.save()
        return out.getvalue()


class Column:
    """A column of text that flows down the page and on to the next."""

    def __init__(self, doc: Doc, x: float, width: float, top: float, *, bottom: float = 60, page: int = 0,
                 next_top: float | None = None) -> None:
        self.doc, self.x, self.width, self.y, self.bottom, self.page = doc, x, width, top, bottom, page
        self.next_top = next_top if next_top is not None else top

    def _room(self, lead: float) -> None:
        if self.y - lead < self.bottom:
            self.page += 1
            self.y = self.next_top + lead

    def line(self, text: str, font: str = R, size: float = 9.5, *, indent: float = 0, right: str = "",
             lead: float = 0.0) -> None:
        """One line, not wrapped; ``right`` is set flush right on the same baseline."""
        lead = lead or size * 1.35
        self._room(lead)
        self.y -= lead
        self.doc.put(self.page, self.x + indent, self.y, text, font, size)
        if right:
            self.doc.put(self.page, self.x + self.width, self.y, right, R, size, "right")

    def para(self, text: str, font: str = R, size: float = 9.5, *, indent: float = 0, hang: float = 0,
             right: str = "", width: float | None = None) -> None:
        """Text wrapped to the column (less ``right``'s room on the first line), later lines indented by ``hang``."""
        room = (width or self.width) - indent - (pdfmetrics.stringWidth(right, R, size) + 12 if right else 0)
        lines = simpleSplit(text, font, size, room)
        first, rest = lines[0], " ".join(lines[1:])
        self.line(first, font, size, indent=indent, right=right)
        if rest:
            for more in simpleSplit(rest, font, size, (width or self.width) - indent - hang):
                self.line(more, font, size, indent=indent + hang)

    def gap(self, points: float = 6) -> None:
        self.y -= points


# --- pdf-sidebar-left: a real two-column PDF, a shaded sidebar on the left --------------------------------


def sidebar_left() -> bytes:
    doc = Doc()
    doc.put(0, 200, 740, "Ingrid Solvang", B, 22)
    doc.put(0, 200, 722, "Associate Professor of Computational Biology, Fjordvik University", R, 10.5)
    side = Column(doc, 40, 135, 700)
    for head, items in (
        ("CONTACT", ["isolvang@bio.fjordvik.example.edu", "+47 555 01 234", "https://isolvang.example.org"]),
        ("RESEARCH INTERESTS", ["Single-cell genomics", "Gene regulatory networks", "Statistical learning"]),
        ("SKILLS", ["Python, R, Nextflow", "Snakemake, PyTorch"]),
        ("LANGUAGES", ["Norwegian (native)", "English (fluent)", "German (good)"]),
    ):
        side.line(head, B, 10)
        for item in items:
            side.para(item, R, 8.5)
        side.gap(8)
    main = Column(doc, 200, 372, 700, next_top=740)
    main.line("EDUCATION", B, 11)
    main.para("Ph.D. in Computational Biology, University of Bergen", B, right="2012 – 2016")
    main.para("Dissertation: Inferring regulatory circuits from single-cell data", I)
    main.para("Advisor: Prof. Harald Mykland")
    main.gap(3)
    main.para("M.Sc. in Bioinformatics, Uppsala University", B, right="2010 – 2012")
    main.gap(8)
    main.line("EXPERIENCE", B, 11)
    for title, org, when, what in (
        ("Associate Professor", "Department of Informatics, Fjordvik University", "2021 – present",
         "Leads a group of six on regulatory genomics; teaches machine learning for biology."),
        ("Assistant Professor", "Department of Informatics, Fjordvik University", "2018 – 2021", ""),
        ("Postdoctoral Fellow", "European Molecular Biology Laboratory, Heidelberg", "2016 – 2018",
         "Single-cell atlas of the developing zebrafish hindbrain."),
    ):
        main.para(f"{title}, {org}", B, right=when)
        if what:
            main.para("● " + what, R, 9, indent=8, hang=9)
        main.gap(3)
    main.gap(5)
    main.line("PUBLICATIONS", B, 11)
    for i, cite in enumerate((
        "Solvang, I., Brekke, T., & Mykland, H. (2023). Dynamic regulon inference from single-cell multiome "
        "data. Nature Methods, 20(4), 512–521.",
        "Achterberg, L., & Solvang, I. (2022). Benchmarking trajectory inference under batch effects. "
        "Genome Biology, 23, 118.",
        "Solvang, I., Okafor, C. N., & Ruiz-Beltrán, P. (2020). Sparse graphical models for transcription "
        "factor co-binding. Bioinformatics, 36(9), 2750–2757.",
        "Brekke, T., Solvang, I., & Lindahl, E. (2019). Chromatin accessibility priors for network "
        "inference. PLOS Computational Biology, 15(7), e1007152.",
        "Solvang, I., & Mykland, H. (2016). Regulatory circuit discovery with pseudotime priors. In "
        "Proceedings of the 20th International Conference on Research in Computational Molecular Biology "
        "(RECOMB) (pp. 201–215).",
        "Okafor, C. N., & Solvang, I. (2024). Counterfactual perturbation models for gene knockouts. "
        "bioRxiv preprint.",
    ), start=1):
        main.para(f"[{i}] {cite}", R, 9, hang=16)
        main.gap(2)
    main.gap(5)
    main.line("AWARDS AND HONORS", B, 11)
    for what, when in (
        ("Young Investigator Award, Norwegian Bioinformatics Society", "2022"),
        ("Outstanding Dissertation Prize, University of Bergen", "2017"),
        ("EMBO Long-Term Fellowship", "2016"),
    ):
        main.para(what, R, 9.5, right=when)
    main.gap(8)
    main.line("INVITED TALKS", B, 11)
    for what, when in (
        ("Regulons in motion, EMBL Heidelberg", "March 2023"),
        ("Single cells, many circuits, Karolinska Institutet", "October 2022"),
    ):
        main.para(what, R, 9.5, right=when)
    main.gap(8)
    main.line("SERVICE", B, 11)
    main.para("Program Committee Member, RECOMB", right="2023")
    main.para("Reviewer, Nature Methods", right="2021")
    return doc.pdf(furniture=("Ingrid Solvang — Curriculum Vitae", "Page {n} of {of}"))


# --- pdf-nih-biosketch: the NIH biographical sketch, one column, its education table ----------------------


@dataclass
class Biosketch:
    """The content of an NIH biographical sketch."""

    name: str  # as the form writes it: "Last, First M."
    login: str
    title: str
    education: list[tuple[str, str, str, str]]  # institution and location, degree, MM/YYYY, field
    statement: str
    statement_cites: list[str]
    positions: list[tuple[str, str]]
    honors: list[tuple[str, str]]
    contributions: list[tuple[str, list[str]]]
    bibliography: str
    grant: tuple[str, str, str, str]  # number, PI, dates, title


def _nih(p: Biosketch) -> bytes:
    doc = Doc()
    col = Column(doc, 54, 504, 760, bottom=70, next_top=740)
    col.line("OMB No. 0925-0001 and 0925-0002 (Rev. 10/2021 Approved Through 09/30/2024)", R, 7, lead=10)
    col.line("BIOGRAPHICAL SKETCH", B, 12, indent=190, lead=22)
    col.para("Provide the following information for the Senior/key personnel and other significant contributors. "
             "Follow this format for each person. DO NOT EXCEED FIVE PAGES.", I, 8)
    col.gap(6)
    col.line(f"NAME: {p.name}", R, 10)
    col.line(f"eRA COMMONS USER NAME (credential, e.g., agency login): {p.login}", R, 10)
    col.line(f"POSITION TITLE: {p.title}", R, 10)
    col.line("EDUCATION/TRAINING (Begin with baccalaureate or other initial professional education, such as "
             "nursing,", R, 8.5)
    col.line("include postdoctoral training and residency training if applicable. Add/delete rows as necessary.)",
             R, 8.5)
    col.gap(4)
    xs = (54, 270, 360, 440)
    heads = (("INSTITUTION AND LOCATION",), ("DEGREE", "(if applicable)"), ("Completion Date", "MM/YYYY"),
             ("FIELD OF STUDY",))
    top = col.y - 12
    for x, head in zip(xs, heads, strict=True):
        for k, text in enumerate(head):
            doc.put(0, x + 3, top - 10 * k, text, B, 8)
    col.y = top - 14
    for row in p.education:
        col.y -= 14
        for x, text in zip(xs, row, strict=True):
            doc.put(0, x + 3, col.y, text, R, 8.5)
    col.gap(14)
    col.line("A. Personal Statement", B, 10.5)
    col.para(p.statement, R, 9.5)
    for i, cite in enumerate(p.statement_cites, start=1):
        col.para(f"{i}. {cite}", R, 9.5, indent=14, hang=12)
    col.gap(6)
    col.line("B. Positions, Scientific Appointments, and Honors", B, 10.5)
    col.line("Positions and Scientific Appointments", B, 9.5)
    for when, what in p.positions:
        col.line(when, R, 9.5)
        doc.put(col.page, 140, col.y, what, R, 9.5)
    col.line("Honors", B, 9.5, lead=18)
    for when, what in p.honors:
        col.line(when, R, 9.5)
        doc.put(col.page, 140, col.y, what, R, 9.5)
    col.gap(8)
    col.line("C. Contributions to Science", B, 10.5)
    for i, (text, cites) in enumerate(p.contributions, start=1):
        col.para(f"{i}. {text}", R, 9.5, indent=0, hang=12)
        for k, cite in enumerate(cites):
            col.para(f"{'abcd'[k]}. {cite}", R, 9.5, indent=24, hang=12)
        col.gap(4)
    col.para(f"Complete List of Published Work in MyBibliography: {p.bibliography}", R, 9)
    col.gap(8)
    col.line("D. Research Support", B, 10.5)
    col.line("Ongoing Research Support", B, 9.5)
    number, pi, when, title = p.grant
    col.line(number, R, 9.5)
    doc.put(col.page, 200, col.y, pi, R, 9.5)
    doc.put(col.page, 558, col.y, when, R, 9.5, "right")
    col.line(title, R, 9.5)
    col.line("Role: PI", R, 9.5)
    return doc.pdf(furniture=(f"Program Director/Principal Investigator (Last, First, Middle): {p.name}",
                              "Biosketches (Rev. 10/2021)   Page {n}"))


def nih_biosketch() -> bytes:
    return _nih(Biosketch(
        name="Okonkwo-Hale, Adaeze R.", login="AOKONKWOHALE", title="Associate Professor of Epidemiology",
        education=[
            ("University of Lagos, Lagos, Nigeria", "MBBS", "06/2008", "Medicine"),
            ("Johns Hopkins University, Baltimore, MD", "MPH", "05/2011", "Epidemiology"),
            ("University of North Carolina, Chapel Hill, NC", "PHD", "08/2015", "Epidemiology"),
            ("Emory University, Atlanta, GA", "Postdoctoral Fellow", "07/2017", "Infectious Disease Epidemiology"),
        ],
        statement="I am an infectious disease epidemiologist who studies how household and neighbourhood conditions "
        "shape the transmission of tuberculosis in West African cities. My group combines cohort studies, "
        "genomic contact tracing and network models. As PI of two NIH-funded studies I have led field teams "
        "in Lagos and Ibadan, and I have mentored eleven trainees.",
        statement_cites=[
            "Okonkwo-Hale AR, Baptiste J, Moreau-Diallo S. Household crowding and tuberculosis transmission in "
            "Lagos: a cohort study. Lancet Glob Health. 2021;9(3):e312-e321. PMCID: PMC7900001.",
            "Adeyemi T, Okonkwo-Hale AR. Genomic contact tracing of drug-resistant tuberculosis in Ibadan. "
            "Clin Infect Dis. 2022;74(8):1401-1409. PMCID: PMC8900002.",
        ],
        positions=[
            ("2021 - Present", "Associate Professor, Department of Epidemiology, Emory University, Atlanta, GA"),
            ("2017 - 2021", "Assistant Professor, Department of Epidemiology, Emory University, Atlanta, GA"),
            ("2015 - 2017", "Postdoctoral Fellow, Division of Infectious Diseases, Emory University, Atlanta, GA"),
            ("2011 - 2012", "Epidemiologist, Lagos State Ministry of Health, Lagos, Nigeria"),
        ],
        honors=[
            ("2022", "Early Career Investigator Award, American Thoracic Society"),
            ("2016", "Delta Omega Honor Society, University of North Carolina"),
            ("2013", "Fogarty Global Health Fellowship, National Institutes of Health"),
        ],
        contributions=[
            ("Household transmission of tuberculosis. Early in my career I showed that crowding, not income, "
             "explains most of the excess risk of infection among household contacts in Lagos. These findings "
             "shaped the national contact-screening guideline.",
             ["Okonkwo-Hale AR, Baptiste J. Crowding and latent tuberculosis infection among household contacts. "
              "Int J Tuberc Lung Dis. 2016;20(5):611-618.",
              "Okonkwo-Hale AR, Fagbemi K, Baptiste J. Screening yield in household contacts of smear-positive "
              "patients. BMC Infect Dis. 2018;18:402."]),
            ("Genomic epidemiology. With collaborators in Ibadan I built a pipeline that links whole-genome "
             "sequences to contact networks, and used it to date transmission events.",
             ["Adeyemi T, Moreau-Diallo S, Okonkwo-Hale AR. Dating transmission events from genomes and contact "
              "diaries. Am J Epidemiol. 2020;189(11):1290-1299."]),
        ],
        bibliography="https://www.ncbi.nlm.nih.gov/myncbi/adaeze.okonkwo-hale.1/bibliography/public/",
        grant=("R01 AI154321", "Okonkwo-Hale (PI)", "04/01/2022 – 03/31/2027",
               "Household transmission networks of drug-resistant tuberculosis in Lagos"),
    ))


def nih_biosketch_layout() -> str:
    """A second biosketch, two pages long, as ``pypdf`` gives it in layout mode."""
    data = _nih(Biosketch(
        name="Vasquez-Thornbury, Elena M.", login="EVTHORNBURY", title="Professor of Neuroscience",
        education=[
            ("Pomona College, Claremont, CA", "BA", "05/2002", "Neuroscience"),
            ("University of California, San Diego, La Jolla, CA", "PHD", "06/2008", "Neurosciences"),
            ("Salk Institute for Biological Studies, La Jolla, CA", "Postdoctoral", "08/2012", "Systems Neuroscience"),
        ],
        statement="My laboratory studies how sleep reorganises hippocampal circuits after learning. We record from "
        "large populations of neurons in freely behaving mice and test the role of replay with closed-loop "
        "optogenetics. I have trained nine doctoral students, and the proposed project builds on our recent "
        "discovery that replay during slow-wave sleep predicts recall.",
        statement_cites=[
            "Vasquez-Thornbury EM, Halloran P, Iyer-Brandt S. Replay content during slow-wave sleep predicts "
            "spatial recall. Neuron. 2022;110(4):688-701.",
        ],
        positions=[
            ("2022 - Present", "Professor, Department of Neuroscience, Cascadia University, Portland, OR"),
            ("2017 - 2022", "Associate Professor, Department of Neuroscience, Cascadia University, Portland, OR"),
            ("2012 - 2017", "Assistant Professor, Department of Neuroscience, Cascadia University, Portland, OR"),
            ("2008 - 2012", "Postdoctoral Fellow, Salk Institute for Biological Studies, La Jolla, CA"),
        ],
        honors=[
            ("2021", "Mid-Career Award, Society for Neuroscience"),
            ("2014", "Sloan Research Fellowship, Alfred P. Sloan Foundation"),
            ("2009", "Ruth L. Kirschstein Postdoctoral Fellowship, National Institute of Mental Health"),
        ],
        contributions=[
            ("Replay and memory consolidation. My group showed that the content of hippocampal replay during "
             "sleep, and not its rate, predicts which routes an animal recalls the next day. This changed how "
             "replay is measured in the field.",
             ["Vasquez-Thornbury EM, Halloran P. Replay content, not rate, predicts recall. Nat Neurosci. "
              "2019;22(9):1450-1459.",
              "Iyer-Brandt S, Vasquez-Thornbury EM. Closed-loop disruption of sharp-wave ripples impairs route "
              "memory. Curr Biol. 2020;30(15):2967-2975."]),
            ("Tools for population recording. We built open-source drives and spike-sorting software for "
             "week-long recordings in freely moving mice, now used by more than forty laboratories.",
             ["Halloran P, Okeke J, Vasquez-Thornbury EM. A lightweight drive for week-long recordings in mice. "
              "J Neurosci Methods. 2018;307:110-119.",
              "Okeke J, Vasquez-Thornbury EM. Drift-robust spike sorting for chronic recordings. eLife. "
              "2021;10:e64021."]),
            ("Sleep architecture in ageing. We found that aged mice keep replay but lose its coupling to spindles, "
             "and that restoring the coupling rescues recall.",
             ["Vasquez-Thornbury EM, Lund K, Halloran P. Spindle coupling of replay declines with age. J Neurosci. "
              "2023;43(2):301-314."]),
        ],
        bibliography="https://www.ncbi.nlm.nih.gov/myncbi/elena.vasquez-thornbury.1/bibliography/public/",
        grant=("R01 MH128877", "Vasquez-Thornbury (PI)", "07/01/2021 – 06/30/2026",
               "Sleep replay and the consolidation of route memory"),
    ))
    return "\n".join(page.extract_text(extraction_mode="layout") for page in PdfReader(io.BytesIO(data)).pages)


# --- text cases: the same kind of PDFs, as pdfminer or pypdf gives their text -------------------------------


def _twocol(doc: Doc, name: str, headline: str, side: list[tuple[str, list[str]]], main_x: float,
            side_x: float, side_w: float, main_w: float, entries: list[tuple[str, list[tuple[str, str, str]]]],
            *, side_size: float = 8.5) -> None:
    """A name across the top, a sidebar of short lists and a main column of entries with right-aligned dates."""
    doc.put(0, 40, 740, name, B, 20)
    doc.put(0, 40, 722, headline, R, 10)
    s = Column(doc, side_x, side_w, 700)
    for head, items in side:
        s.line(head, B, 10)
        for item in items:
            s.para(item, R, side_size)
        s.gap(8)
    m = Column(doc, main_x, main_w, 700, next_top=750)
    for head, items in entries:
        m.line(head, B, 11)
        for first, when, more in items:
            m.para(first, B if more is not None else R, 9.5, right=when, hang=0 if more is not None else 14)
            if more:
                m.para(more, I, 9)
            m.gap(2)
        m.gap(7)


def layout_right_sidebar() -> str:
    doc = Doc()
    _twocol(
        doc, "Rafael Quintero-Maas", "Postdoctoral Researcher in Robotics, Alpine Institute of Technology",
        [("CONTACT", ["rquintero@robotics.ait.example.ch", "+41 44 555 07 19", "github.com/rquintero"]),
         ("SKILLS", ["C++", "ROS 2", "MuJoCo", "PyTorch"]),
         ("HONORS", ["Best Paper Award,", "ICRA 2023", "Swiss NSF Mobility", "Fellowship, 2021"]),
         ("LANGUAGES", ["Spanish, English,", "German"])],
        40, 420, 150, 360,
        [("EDUCATION", [
            ("Ph.D. in Mechanical Engineering, ETH Zürich", "2017 – 2022",
             "Thesis: Contact-rich manipulation with learned tactile models. Advisor: Prof. Annelies Vogt"),
            ("M.Sc. in Mechatronics, Universidad de los Andes", "2014 – 2016", ""),
         ]),
         ("RESEARCH EXPERIENCE", [
            ("Postdoctoral Researcher, Alpine Institute of Technology", "2023 – present",
             "Learning dexterous in-hand reorientation from touch."),
            ("Research Intern, Kestrel Robotics, Zürich", "Summer 2020", ""),
            ("Research Assistant, Universidad de los Andes", "2015 – 2016", ""),
         ]),
         ("PUBLICATIONS", [
            ("R. Quintero-Maas, L. Okafor, and A. Vogt, “Tactile world models for contact-rich insertion,” in "
             "Proc. IEEE International Conference on Robotics and Automation (ICRA), 2023.", "", None),
            ("R. Quintero-Maas and A. Vogt, “Learning slip detection from vibration,” IEEE Robotics and "
             "Automation Letters, vol. 7, no. 2, pp. 3301–3308, 2022.", "", None),
            ("M. Brunner, R. Quintero-Maas, and A. Vogt, “Compliant grippers with printed sensors,” in Proc. "
             "Robotics: Science and Systems (RSS), 2021.", "", None),
            ("R. Quintero-Maas, “Touch as a prior for manipulation,” arXiv preprint arXiv:2405.01234, 2024.", "",
             None),
         ]),
         ("TEACHING", [
            ("Teaching Assistant, Robot Dynamics (151-0851), ETH Zürich", "Fall 2019", ""),
            ("Teaching Assistant, Introduction to Robotics (151-0601), ETH Zürich", "Spring 2020", ""),
         ])],
    )
    data = doc.pdf(furniture=("Rafael Quintero-Maas · CV", "{n} / {of}"))
    return "\n".join(page.extract_text(extraction_mode="layout") for page in PdfReader(io.BytesIO(data)).pages)


def interleaved_left_sidebar() -> str:
    doc = Doc()
    _twocol(
        doc, "Mei-Ling Harcourt", "Assistant Professor of Linguistics, Tidewater University",
        [("CONTACT", ["mharcourt@tidewater.example.edu", "+1 (757) 555-0143", "meilingharcourt.example.net"]),
         ("INTERESTS", ["Phonology", "Language contact", "Tone"]),
         ("SKILLS", ["Praat", "R", "ELAN", "Python"])],
        200, 40, 140, 372,
        [("EDUCATION", [
            ("Ph.D. in Linguistics, University of Hawaiʻi at Mānoa", "2014 – 2020",
             "Dissertation: Tone sandhi in contact varieties of Southern Min"),
            ("B.A. in Linguistics, National Taiwan University", "2010 – 2014", ""),
         ]),
         ("ACADEMIC APPOINTMENTS", [
            ("Assistant Professor of Linguistics, Tidewater University", "2021 – present", ""),
            ("Visiting Lecturer, University of Auckland", "2020 – 2021", ""),
         ]),
         ("PUBLICATIONS", [
            ("Harcourt, Mei-Ling. 2023. Tone sandhi as a contact phenomenon. Language 99(2). 233–262.", "", None),
            ("Harcourt, Mei-Ling & Kalani Akana. 2021. Pitch accent in Hawaiʻi Creole English. Journal of "
             "Pidgin and Creole Languages 36(1). 1–34.", "", None),
            ("Harcourt, Mei-Ling. 2019. Underspecified tone in Penang Hokkien. In Proceedings of the Annual "
             "Meeting of the Berkeley Linguistics Society 45, 112–126.", "", None),
         ]),
         ("INVITED TALKS", [
            ("Tone under contact, University of Edinburgh", "May 2024", ""),
            ("Sandhi without borders, Academia Sinica", "December 2022", ""),
         ]),
         ("SERVICE", [
            ("Reviewer, Journal of Phonetics", "2022", ""),
            ("Abstract Reviewer, Annual Meeting on Phonology", "2023", ""),
         ])],
    )
    data = doc.pdf(by_rows=True)
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


class Europass:
    """A Europass page: labels set flush right in a column left of the entries."""

    def __init__(self, *, is_heading_alone: bool) -> None:
        self.doc = Doc(size=A4)
        self.y = A4[1] - 100
        self.is_heading_alone = is_heading_alone  # a section's label on a row of its own
        self.doc.put(0, 40, A4[1] - 60, "europass", B, 16)
        self.doc.put(0, 190, A4[1] - 60, "Curriculum Vitae", R, 12)

    def row(self, label: str, lines: list[tuple[str, str]], gap: float = 6) -> None:
        if label:
            self.doc.put(0, 170, self.y, label, R, 8, "right")
        for text, font in lines:
            self.doc.put(0, 190, self.y, text, font, 9.5)
            self.y -= 13
        self.y -= 16 if self.is_heading_alone and not lines else gap

    def pdf(self) -> bytes:
        return self.doc.pdf(furniture=("", "© European Union, 2002-2020 | europass.europa.eu   Page {n} / {of}"))


def europass() -> str:
    page = Europass(is_heading_alone=False)
    row = page.row
    row("PERSONAL INFORMATION", [("Chiara Lindqvist-Rossi", B)])
    row("", [("Via dei Mille 12, 20121 Milano (Italy)", R), ("+39 02 5550 1187", R),
             ("chiara.lindqvist@polimi.example.it", R)], 14)
    row("WORK EXPERIENCE", [], 0)
    row("01/10/2020 – Present", [("Research Fellow", B), ("Politecnico di Milano, Milano (Italy)", R),
                                 ("Flood-risk models for Alpine catchments", R)])
    row("01/03/2019 – 30/09/2020", [("Hydrological Engineer", B), ("Acqua Engineering S.r.l., Torino (Italy)", R)])
    row("2016 – 2017", [("Visiting Researcher", B), ("Delft University of Technology, Delft (Netherlands)", R)], 14)
    row("EDUCATION AND TRAINING", [], 0)
    row("2015 – 2019", [("PhD in Environmental Engineering", B), ("Politecnico di Milano, Milano (Italy)", R),
                        ("Thesis: Snowmelt forecasting with sparse stations", R)])
    row("2013 – 2015", [("Master's Degree in Civil Engineering", B), ("Università di Pavia, Pavia (Italy)", R)], 14)
    row("PERSONAL SKILLS", [], 0)
    row("Mother tongue(s)", [("Italian, Swedish", R)])
    row("Other language(s)", [("UNDERSTANDING     SPEAKING     WRITING", B)], 0)
    row("English", [("C2     C2     C1", R)], 0)
    row("German", [("B2     B1     B1", R)], 6)
    row("Digital skills", [("Python, MATLAB, QGIS, HEC-RAS", R)], 14)
    row("ADDITIONAL INFORMATION", [], 0)
    row("Publications", [
        ("Lindqvist-Rossi C., Bassi M., Ferrero L. (2023). Snowmelt forecasting with sparse stations.", R),
        ("Journal of Hydrology, 617, 128944.", R),
        ("Lindqvist-Rossi C., Bassi M. (2021). A Bayesian flood-frequency model for Alpine catchments.", R),
        ("Water Resources Research, 57(6), e2020WR029011.", R),
    ])
    row("Honours and awards", [("Young Hydrologist Award, Italian Hydrological Society (2022)", R)])
    row("Projects", [("ALPFLOOD: early warning for flash floods in the Alps (2021 – 2024)", R)])
    return extract_text(io.BytesIO(page.pdf()))


def europass_pdf() -> bytes:
    """A second Europass CV, each section's label on a row of its own, read from the PDF itself."""
    page = Europass(is_heading_alone=True)
    row = page.row

    row("PERSONAL INFORMATION", [("Anneke Vos-Marchetti", B)])
    row("", [("Kanaalstraat 41, 3581 Utrecht (Netherlands)", R), ("+31 30 555 2217", R),
             ("a.vosmarchetti@uu.example.nl", R)], 14)
    row("WORK EXPERIENCE", [])
    row("01/02/2021 – Present", [("Assistant Professor", B), ("Utrecht University, Utrecht (Netherlands)", R),
                                 ("Teaching and research in urban ecology", R)])
    row("01/09/2018 – 31/01/2021", [("Postdoctoral Researcher", B),
                                    ("Helmholtz Centre for Environmental Research, Leipzig (Germany)", R)])
    row("01/06/2017 – 30/09/2017", [("Research Intern", B),
                                    ("Wageningen Environmental Research, Wageningen (Netherlands)", R)], 14)
    row("EDUCATION AND TRAINING", [])
    row("2014 – 2018", [("PhD in Ecology", B), ("University of Amsterdam, Amsterdam (Netherlands)", R),
                        ("Thesis: Pollinator networks in fragmented cities", R)])
    row("2012 – 2014", [("Master of Science in Biology", B), ("Leiden University, Leiden (Netherlands)", R)], 14)
    row("PERSONAL SKILLS", [])
    row("Mother tongue(s)", [("Dutch", R)])
    row("Other language(s)", [("UNDERSTANDING     SPEAKING     WRITING", B)], 0)
    row("English", [("C2     C1     C1", R)], 0)
    row("Italian", [("B2     B2     B1", R)], 6)
    row("Digital skills", [("R, Python, ArcGIS", R)], 14)
    row("ADDITIONAL INFORMATION", [])
    row("Publications", [
        ("Vos-Marchetti A., de Groot P. (2022). Bee diversity along urban heat gradients. Urban", R),
        ("Ecosystems, 25(3), 801–814.", R),
        ("de Groot P., Vos-Marchetti A., Keller S. (2019). Green roofs as stepping stones for wild bees.", R),
        ("Ecological Applications, 29(7), e01962.", R),
    ])
    row("Honours and awards", [("Early Career Ecologist Prize, Netherlands Ecological Society (2021)", R)])
    row("Projects", [("POLLINET: pollinator monitoring in Dutch cities (2022 – 2025)", R)])
    return page.pdf()


def word_tabs() -> str:
    doc = Doc()
    col = Column(doc, 72, 468, 730, bottom=330, next_top=720)
    doc.put(0, 306, 740, "SIOBHAN ACHEBE-LUND", B, 16, "center")
    doc.put(0, 306, 724, "Department of History, Marrowgate University", R, 10, "center")
    doc.put(0, 306, 711, "sachebe-lund@marrowgate.example.ac.uk  |  +44 20 5550 3321", R, 10, "center")
    col.y = 690

    def entry(when: str, text: str, font: str = R, more: list[str] | None = None) -> None:
        col.line(when, R, 10)
        doc.put(col.page, 180, col.y, text, font, 10)
        for extra in more or []:
            col.line(extra, R, 10, indent=108)

    col.line("Education", B, 12, lead=20)
    entry("2011–2015", "DPhil in History, University of Oxford", B,
          ["Thesis: “Merchant Letters and the Scientiﬁc Revolution in Lisbon, 1640–1700”",
           "Supervisor: Professor Margaret Ollerenshaw"])
    entry("2009–2010", "MA in Early Modern History, King’s College London", B)
    entry("2006–2009", "BA (Hons) in History, University of Leeds", B)
    col.line("Employment", B, 12, lead=24)
    entry("2020–present", "Senior Lecturer in Early Modern History, Marrowgate University", B)
    entry("2016–2020", "Lecturer in History, Marrowgate University", B)
    entry("2015–2016", "Junior Research Fellow, Wolfson College, Oxford", B)
    col.line("Publications", B, 12, lead=24)
    col.line("Monograph", I, 10)
    for lines in (
        ["▪  Achebe-Lund, S. (2021) Letters of Credit: Merchants and Knowledge in Early Modern",
         "Lisbon. Manchester: Manchester University Press."],
        ["▪  Achebe-Lund, S. (2022) ‘Correspondence networks and the ﬂow of natural histo-",
         "ries’, Journal of Early Modern History, 26(3), pp. 201–229."],
        ["▪  Achebe-Lund, S. and Pereira, T. (2019) ‘Ships’ surgeons as informants’, Historical",
         "Research, 92(257), pp. 488–507."],
        ["▪  Achebe-Lund, S. (2017) ‘A Lisbon merchant’s library’, in Harlow, D. (ed.) Books at",
         "Sea. Leiden: Brill, pp. 45–67."],
    ):
        if lines is not None and lines[0].startswith("▪  Achebe-Lund, S. (2022)"):
            col.line("Articles and Chapters", I, 10, lead=18)
        col.line(lines[0], R, 10)
        col.line(lines[1], R, 10, indent=14)
    col.line("Grants and Awards", B, 12, lead=24)
    entry("2023", "British Academy Mid-Career Fellowship")
    entry("2018", "Royal Historical Society Early Career Award")
    col.line("Teaching", B, 12, lead=24)
    for course in ("o  HIST2031 Empires of Trade, 1500–1800 (2016–present)",
                   "o  HIST3310 Science and the Sea (2021–present)"):
        col.line(course, R, 10, indent=14)
    col.line("Conference Papers and Invited Talks", B, 12, lead=24)
    entry("2024", "‘Letters as instruments’, Renaissance Society of America, Chicago")
    entry("2022", "‘Surgeons and sea charts’, Institute of Historical Research, London")
    col.line("Service", B, 12, lead=24)
    entry("2021–present", "Book Reviews Editor, Journal of Early Modern History")
    entry("2019–2022", "Admissions Tutor, Department of History, Marrowgate University")
    data = doc.pdf(furniture=("Siobhan Achebe-Lund – Curriculum Vitae", "Page {n} of {of}"))
    return extract_text(io.BytesIO(data))


def main() -> None:
    _register()
    (CASES / "pdf-sidebar-left").mkdir(exist_ok=True)
    (CASES / "pdf-sidebar-left" / "input.pdf").write_bytes(sidebar_left())
    (CASES / "pdf-nih-biosketch").mkdir(exist_ok=True)
    (CASES / "pdf-nih-biosketch" / "input.pdf").write_bytes(nih_biosketch())
    (CASES / "pdf-europass").mkdir(exist_ok=True)
    (CASES / "pdf-europass" / "input.pdf").write_bytes(europass_pdf())
    for name, make in (
        ("pdftext-pdfminer-sidebar", lambda: extract_text(io.BytesIO(sidebar_left()))),
        ("pdftext-nih-layout", nih_biosketch_layout),
        ("pdftext-layout-right-sidebar", layout_right_sidebar),
        ("pdftext-interleaved-sidebar", interleaved_left_sidebar),
        ("pdftext-europass", europass),
        ("pdftext-word-tabs", word_tabs),
    ):
        (CASES / name).mkdir(exist_ok=True)
        (CASES / name / "input.txt").write_text(make(), encoding="utf-8")


if __name__ == "__main__":
    main()
