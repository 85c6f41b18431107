"""Degree lines: which words name the degree (``Ph.D.``, ``Dipl.-Ing.``, ``A.B.``), its field, the institution and
the place around them, in the many ways CVs join them (``PhD in X, Y``, ``Doctor of Philosophy (X)``, ``PhD, Y (X)``,
``PhD in X at Y``, columns of a table, ``B.S. and M.S. in X``). Pure; :mod:`cvkg.extract.history` assembles entries.

>>> find_degree("Dipl.-Ing. in Mechanical Engineering").group(0)
'Dipl.-Ing.'
"""

from __future__ import annotations

import re

from cvkg.extract import dates, layout, places
from cvkg.extract.places import INSTITUTION_RE, PLACE_RE

DEGREE_RE = re.compile(
    r"(?<![\w.])(?:Ph\.?\s?D\.?|D\.\s?Phil\.?|DPhil|Doctor(?:ate)?(?: of [A-Z]\w+)?|Dr\.\s?rer\.\s?\w+\.?"
    r"|Dr\.[\s-]?(?:phil|med|iur|jur|Ing|oec|theol|techn|mont)\.?(?:\s?(?:nat|habil)\.)?"
    # German and Austrian: "Doktorin der technischen Wissenschaften", "Doktor der Naturwissenschaften"; the school's
    # leaving certificate ("Matura", "Abitur")
    r"|Doktor(?:in)?(?: der (?:[a-zäöü]+en )?(?:\w*[Ww]issenschaften|Medizin|Philosophie|Rechte))?|Matura|Abitur"
    r"|Dr\.\s?sc\.(?:\s?(?:nat|techn|math|hum|pol)\.)?|M\.\s?St\.?|MSt|Sc\.\s?M\.?"
    r"|M\.\s?Sci\.|MSci|M\.\s?S\.?c?\.?|MSc|M\.?Sc\.?|MS|M\.\s?A\.?|MA|M\.\s?Eng\.?|MEng|M\.\s?Phil\.?|MPhil|MBA|M\.\s?Tech\.?"
    r"|Master(?:'s)?(?: of [A-Z]\w+(?: [A-Z]\w+)?| [Dd]egree| [12](?= )| I{1,2}(?= ))?"
    r"|B\.\s?S\.?c?\.?|BSc|B\.?Sc\.?|BS|B\.\s?A\.?|BA|B\.\s?Eng\.?|BEng|B\.\s?E\.?|B\.\s?Tech\.?|BTech"
    r"|Bachelor(?:'s)?(?: of [A-Z]\w+(?: [A-Z]\w+)?| [Dd]egree)?"
    r"|A\.B\.|S\.B\.|Sc\.B\.|S\.M\.|MRes|M\.Res\.?"  # Harvard's and MIT's Latin order; the UK's research master
    r"|(?:Specialist|Specialty|Speciali[sz]ation) Diploma|Diploma di [Ss]pecializzazione"  # a residency's degree
    r"|Dipl\.\s?-?\s?(?:Ing|Inf|Phys|Math|Chem|Biol|Kfm|Psych|Volksw)\.?(?:\s?\(FH\))?|Diplom(?:a|-\w+)?|Licenciatura"
    r"|Laurea\w*(?: [Mm]agistrale| [Tt]riennale| [Ss]pecialistica)?"
    r"|Dottorato(?: di [Rr]icerca)?|Doctorat|Doutorado|Doctorado|Mestrado|Maestr[íi]a|Magister|Licence|Maîtrise"
    r"|M[áa]ster|Diplomad[oa]|Grado en|Graduad[oa] en"
    # Spanish, Portuguese, French, German and Italian titles: "Doctora en", "Licenciado en", "Mestre em",
    # "Bacharel em"
    r"|Doctora|Doutora?|Dottore(?:ssa)?(?: di [Rr]icerca)?|Licenciad[oa]|Mag[íi]ster|Mestre|Bacharel(?:ado)?"
    r"|Especializa[çc][ãa]o|Especializaci[óo]n|Especialista|Ingenier[oa]|Engenheir[oa]|Ing[ée]nieur"
    r"|Dipl[ôo]me d['’]ing[ée]nieur|Staatsexamen|Promotion(?= (?:in|zum|zur) )"  # German: "Promotion in Physik"
    r"|Habilitation(?: à diriger des recherches)?(?: \(HDR\))?"
    r"|Post-?doc(?:toral)?(?: [A-Z]\w+)?|Visiting (?:Student|Scholar|Researcher)"
    r"|DrPH|Dr\.\s?P\.\s?H\.|Sc\.\s?D\.|ScD|D\.\s?Sc\.|DSc|(?<!, )MD(?!\s*\d)"
    r"|MBBS|MBChB|MB\s?ChB|MB\s?BS|M\.D\.|MPH|MFA|LL\.?[BMD]\.?|J\.D\.|J\.?S\.?D\.?|S\.?J\.?D\.?|Pharm\.?D\.?|Ed\.D\."
    # the clinical doctorates written with stops or without: audiology, physical therapy, nursing practice,
    # veterinary medicine, dentistry, optometry ("O.D." with its stops only: "OD" is too short a word)
    r"|Au\.\s?D\.|AuD|D\.\s?P\.\s?T\.|D\.\s?N\.\s?P\.|D\.\s?V\.\s?M\.|V\.\s?M\.\s?D\.|D\.\s?D\.\s?S\.|D\.\s?M\.\s?D\.|O\.\s?D\."
    # ... and the health professions' masters with stops: "M.P.H.", "M.S.W.", "M.H.A.", "M.S.P.H."
    r"|M\.\s?P\.\s?H\.|M\.\s?S\.\s?W\.|M\.\s?H\.\s?A\.|M\.\s?S\.\s?P\.\s?H\."
    r"|DVM|Psy\.?D\.?|DDS|D\.M\.A\.|DMA|Th\.?D\.|M\.?\s?Mus\.?|B\.?\s?Mus\.?|M\.\s?Arch\.?|MArch|B\.\s?Arch\.?|BArch"
    r"|M\.\s?Ed\.?|MEd|B\.\s?Ed\.?|BEd|MSW|MPP|MPA|M\.\s?Div\.?|MDiv|B\.F\.A\.|BFA|M\.F\.A\.|BBA|B\.\s?Com\.?|BCom"
    r"|M\.\s?Stat\.?|B\.\s?Pharm\.?"
    # policy, public health and theology written with stops: "M.P.P.", "M.P.A.", "Th.M.", "S.T.M."
    r"|M\.\s?P\.\s?[PA]\.|Th\.\s?M\.|ThM|S\.\s?T\.\s?M\."
    # nursing, education, therapy, law and dentistry: "MSN", "BScN", "DNP", "EdD", "DPT", "JD", "DMD"
    r"|MSN|BSN|BScN|MScN|DNP|M\.S\.N\.|B\.S\.N\.|EdD|DPT|OTD|MSPH|MHS|MHA|DMD|(?<![A-Z]\.\s)JD(?=[\s,;|]|$)"
    # a royal college's membership or fellowship, by examination, with the college's place: "MRCP (UK)",
    # "FRCP (London)", "FRCS (Ed)", "MRCPsych", "FRCPath", "FRACP", "FRCPC"
    r"|[MF]RC(?:P|S|A|R|GP|OG|PCH|EM|Path|Psych|Ophth)(?:\s?\((?:UK|London|Lond|Edin|Ed|Glasg|Irel|I)\))?"
    r"|FRA(?:CP|CS)|FRCPC|FRCSC)(?![\w])"
    r"(?:\s+(?:Candidate|Student|degree|program))?"
)
# A national degree glossed by its equivalent: "Cand.Scient. (M.Sc.)", "Laurea Magistrale (M.Sc.)"
GLOSSED_DEGREE_RE = re.compile(rf"^[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){{0,2}}\s*\((?:{DEGREE_RE.pattern})\)")


# "Boston, MA", "Jackson, MS": a US state's code after a city, not a degree
_STATE_CODE_RE = re.compile(r"[A-Z][a-z]+,\s*$")


def find_degree(text: str) -> re.Match[str] | None:
    """The first degree named in ``text``; ``MA`` in ``Boston, MA`` is a state.

    >>> find_degree("Westbrook Institute of Technology, Boston, MA") is None
    True
    """
    for m in DEGREE_RE.finditer(text):
        is_state = m.group(0) in {"MA", "MS", "MD"} and _STATE_CODE_RE.search(text[: m.start()])
        if not is_state or text[m.end() :].strip(" ,;").lower().startswith("in "):  # "Boston, MA in History"
            return m
    return None


_JOINT_RE = re.compile(rf"^(?P<a>{DEGREE_RE.pattern})\s*(?:and|&|/|\+)\s*(?P<b>{DEGREE_RE.pattern})(?P<rest>.*)$")


def joint_degrees(n: int, raw: str) -> list[tuple[int, str]]:
    """``B.S. and M.S. in Physics, University of Westbrook``: two degrees that share the rest of the line, as
    two lines of the same number.

    >>> joint_degrees(3, "B.S./M.S. in Looms, Engine University")
    [(3, 'B.S. in Looms, Engine University'), (3, 'M.S. in Looms, Engine University')]
    """
    m = _JOINT_RE.match(layout.plain(raw))
    if m is None:
        return [(n, raw)]
    return [(n, f"{m.group('a')}{m.group('rest')}"), (n, f"{m.group('b')}{m.group('rest')}")]


# A line under a degree that says how it went, not what it was in: "Graduated with distinction", "Awarded ..."
_NOTE_START_RE = re.compile(
    r"^(?:graduated|awarded|completed|received|passed|obtained|conferred|defended|ranked|with|summa|magna|cum"
    r"|(?:first|second)[- ]class|(?:upper|lower) second|honou?rs|gpa|grade|minor|major)\b",
    re.I,
)


def is_note(text: str) -> bool:
    return bool(_NOTE_START_RE.match(text))


def columns_as_fields(raw: str) -> str:
    """``2019  PhD (Physics)  Engine University``: columns of a table that hold two fields or more, as fields
    between commas (the gaps would otherwise read as a space inside one field)."""
    cells = layout.cells(raw)
    if len([c for c in cells if not dates.is_only_dates(c)]) < 2:
        return raw
    return ", ".join(cells)


def place_column(raw: str) -> tuple[str, str | None]:
    """``National Taiwan University  Taipei, Taiwan``: a place in a column of its own, and the rest."""
    cells = layout.cells(raw)
    for cell in cells[1:]:
        if PLACE_RE.match(cell) and not INSTITUTION_RE.search(cell) and not find_degree(cell):  # "Ph.D., Physics"
            return "  ".join(c for c in cells if c is not cell), cell
    return raw, None


# A note in parentheses that is neither field nor institution: "(part-time)", "(cum laude)", "(110/110 e lode)",
# "(First Class)"
LOWER_NOTE_RE = re.compile(
    r"\s*\((?:[a-z][^()]*|\d[^()]*[a-z][^()]*|(?i:first|second|upper|lower|summa|magna|honou?rs|distinction"
    r"|merit|with)\b[^()]*)\)"
)
# The same note between commas: "B.S., Chemistry, summa cum laude, University of Lagos", "MD, 110/110 cum laude"
HONOURS_PART_RE = re.compile(
    r",\s*(?:\d+\s*/\s*\d+\s*)?(?:(?:summa|magna)\s+)?cum\s+laude|,\s*\d+\s*/\s*\d+(?:\s+e\s+lode)?(?=\s*(?:,|$))"
    r"|,\s*with\s+(?:high(?:est)?\s+)?(?:distinction|honou?rs)"
    r"|,\s*first[- ]class(?:\s+honou?rs)?(?=\s*(?:,|$))"
    # German, Dutch, French and Spanish: "mit Auszeichnung", "met lof", "avec mention", "con distinción"
    r"|,\s*(?:mit\s+(?:ausgezeichnetem\s+Erfolg|Auszeichnung)|(?:summa\s+)?met\s+lof|avec\s+mention[\w ]*"
    r"|con\s+distinci[óo]n|sobresaliente)(?=\s*(?:,|$))"
    # "– First Class Honours", "– with distinction" after a dash
    r"|\s+[–—-]\s+(?:first[- ]class(?:\s+honou?rs)?|with\s+(?:high(?:est)?\s+)?(?:distinction|honou?rs))(?=\s*(?:,|$))",
    re.I,
)
# What joins a degree to its field, in the languages CVs use: "PhD in X", "Licenciatura en X", "Laurea di X"
FIELD_LEAD_RE = re.compile(r"^\s*(?:(?:in|of|en|em|de|di|in der|im)\s+|[,–—|·-]\s*)", re.I)
DASH_RE = re.compile(r"\s+[—–|·]\s+|\s*;\s+")


# What a note in parentheses after a degree says of the degree, not of its field: "(Hons)", "(with distinction)"
_DEGREE_NOTE_RE = re.compile(
    r"\b(?:hons|honou?rs|class|distinction|laude|merit|summa|magna|expected|unfinished|incomplete|progress"
    r"|ongoing|completed|part-time|full-time|research|taught|equivalent|abd)\b",
    re.I,
)


# Degrees that name no field: a phrase in parentheses after them glosses the degree ("MD (Médico Cirujano)")
PROFESSIONAL_RE = re.compile(r"^(?:M\.?D\.?|MBBS|MBChB|J\.?D\.?|LL\.?[BM]\.?|Pharm\.?D\.?|DVM|MBA|MPH|DrPH)$")


def is_field_note(inner: str) -> bool:
    """``Molecular Biology`` in ``Doctor of Philosophy (Molecular Biology)``: capitalised words naming a
    subject, not a note on the degree (``Hons``, ``summa cum laude``), a gloss (``M.Sc.``) or a place.

    >>> is_field_note("Molecular Biology"), is_field_note("Hons"), is_field_note("M.Sc.")
    (True, False, False)
    """
    words = [w for w in inner.split() if w.lower() not in {"and", "of", "&", "in", "for", "the"}]
    if not words or not all(w[:1].isupper() for w in words) or re.search(r"\d", inner):
        return False
    if len(words) == 1 and (words[0].isupper() or "." in words[0]):
        return False  # "(MIT)", "(U.S.)": an initialism
    if _DEGREE_NOTE_RE.search(inner) or DEGREE_RE.search(inner) or INSTITUTION_RE.search(inner):
        return False
    return not (places.is_city(inner) or places.is_country(inner) or places.is_place(inner))


def is_sure_place(text: str) -> bool:
    """``Chicago, IL``, ``Oslo, Norway``: a place whose first part is a known city or that ends in a state's
    code; not ``Computer Science, Berlin`` (a field, then a place)."""
    if not places.is_place(text):
        return False
    return places.is_city(text.split(",")[0]) or bool(re.search(r",\s*[A-Z]{2}$", text))


AT_INSTITUTION_RE = re.compile(r"\s+(?:at|from)\s+((?=[^\W\d_])(?-i:[A-ZÀ-Þ]).*)$")  # "at École ..."


def field_after(rest: str, field: str | None) -> tuple[str, str | None]:
    """``University of Northgate (Statistics)``: a field in parentheses after the institution, when none came
    before it."""
    m = re.search(r"\s*\(([^()]+)\)\s*(?=,|$)", rest)
    if field or m is None or not is_field_note(m.group(1)):
        return rest, field
    return (rest[: m.start()] + rest[m.end() :]).strip(" ,"), m.group(1).strip()
