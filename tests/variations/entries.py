"""Invented positions and degrees, and the date forms CVs print them with.

The entries are structured (title, organization, location, dates; degree, field, institution,
advisors, thesis); :mod:`tests.variations.templates` prints them in many surface forms, and the
expected records follow from the entries and the date form chosen, in the layout of
``shared/gold/README.md``. People, organizations and theses are invented; the cities are real
(the extractor knows places from a gazetteer).
"""

from __future__ import annotations

from dataclasses import dataclass

Month = tuple[int, int | None]  # (year, month or None)
PRESENT = "present"


@dataclass(frozen=True)
class Job:
    title: str
    org: str
    location: str | None
    start: Month
    end: Month | str  # a (year, month) or PRESENT
    kind: str  # job, internship, postdoc, contract


@dataclass(frozen=True)
class School:
    degree: str  # as a CV writes it: "Ph.D.", "Doctor of Philosophy", "B.A. (Hons)"
    field: str | None
    institution: str
    location: str | None
    start: Month | None
    end: Month | str
    advisors: tuple[str, ...] = ()
    advisor_label: str = "Advisor"  # "Advisor", "Supervisors", ...
    dissertation: str | None = None
    expected_end: bool = False  # a degree still under way, printed "(expected 2026)"


JOBS: tuple[Job, ...] = (
    Job("Assistant Professor", "Department of Computer Science, University of Westbrook", "Austin, TX",
        (2021, 8), PRESENT, "job"),
    Job("Postdoctoral Research Fellow", "Halvorsen Institute for Data Science", "Toronto, Canada",
        (2019, 9), (2021, 6), "postdoc"),
    Job("Research Scientist", "Meridian AI", "Mountain View, CA", (2018, 9), (2019, 8), "job"),
    Job("Research Scientist Intern", "Meridian AI", "Mountain View, CA", (2018, 6), (2018, 8), "internship"),
    Job("Visiting Scholar", "Department of Statistics, Northgate University", "Oxford, UK",
        (2017, 1), (2017, 6), "job"),
    Job("Lecturer (Teaching Fellow)", "School of Mathematics, Calder College", "Edinburgh, UK",
        (2016, 9), (2017, 7), "job"),
    Job("Senior Software Engineer", "Brightwave Systems Inc.", "Seattle, WA", (2012, 3), (2014, 8), "job"),
    Job("Research Assistant", "Laboratory for Computational Neuroscience", None, (2015, 1), (2016, 5), "job"),
    Job("Clinical Research Fellow", "St. Aldric Hospital", "Boston, MA", (2022, 1), (2023, 12), "job"),
    Job("Data Scientist", "Quantia Analytics", "Berlin, Germany", (2010, 10), (2012, 2), "job"),
    Job("Software Engineering Intern", "Lumen Robotics", "Pittsburgh, PA", (2009, 6), (2009, 8), "internship"),
    Job("Teaching Assistant", "Department of Physics, Ridgeway University", None, (2013, 9), (2014, 5), "job"),
    Job("Adjunct Professor", "Faculty of Engineering, University of Eastmoor", "Melbourne, Australia",
        (2023, 2), PRESENT, "job"),
    Job("Research Contractor", "Helix Bio Ltd.", "Cambridge, UK", (2020, 7), (2021, 1), "contract"),
    Job("Machine Learning Engineer", "Orbital Dynamics Corp.", "San Francisco, CA", (2014, 9), (2015, 8), "job"),
    Job("Graduate Research Assistant", "Center for Urban Informatics, Ridgeway University", None,
        (2013, 1), (2014, 12), "job"),
    Job("Postdoctoral Researcher", "Weber Laboratory for Imaging", "Munich, Germany", (2018, 10), (2019, 8),
        "postdoc"),
    Job("Staff Scientist", "National Laboratory for Energy Materials", "Denver, CO", (2024, 1), PRESENT, "job"),
    Job("Visiting Researcher", "Kestrel Research Lab", "Tokyo, Japan", (2016, 2), (2016, 5), "job"),
    Job("Summer Research Intern", "Bellmont Medical Center", "Chicago, IL", (2011, 6), (2011, 8), "internship"),
    Job("Policy Consultant", "Arbor Policy Group", "Denver, CO", (2008, 1), (2008, 12), "job"),
    Job("Member of Technical Staff", "Nimbus Labs", "Palo Alto, CA", (2007, 7), (2007, 12), "job"),
    Job("Head of Data Science", "Corvid Health GmbH", "Hamburg, Germany", (2006, 4), (2007, 6), "job"),
    Job("Software Engineer (Contract)", "Tessellate Games Ltd.", "London, UK", (2005, 5), (2006, 3), "contract"),
    Job("Research Associate", "Department of Physics & Astronomy, Texas A&M University", "College Station, TX",
        (2004, 1), (2004, 12), "job"),
    Job("Research Associate", "Institut für Informatik, Universität Zürich", "Zurich, Switzerland", (2003, 2),
        (2003, 11), "job"),
    Job("Post-doctoral Fellow", "Marlow Centre for Genomics", "Cambridge, UK", (2002, 1), (2002, 12), "postdoc"),
    Job("Summer Internship", "Quillon Systems", "Austin, TX", (2001, 6), (2001, 8), "internship"),
)

SCHOOLS: tuple[School, ...] = (
    School("Ph.D.", "Computer Science", "Ridgeway University", "Ann Arbor, MI", (2013, 9), (2018, 8),
           ("Margaret L. Osei",), "Advisor", "Scalable Inference for Sparse Graphical Models"),
    School("PhD", "Statistics", "University of Northgate", "Leeds, UK", (2014, 10), (2019, 3),
           ("Tomas Brandt", "Aiko Yamada"), "Supervisors", "Robust Estimation under Heavy Tails"),
    School("Doctor of Philosophy", "Molecular Biology", "Calder College", "Dublin, Ireland", (2022, 9), (2026, 6),
           ("Ruth Abernathy",), "Advisor", None, expected_end=True),
    School("M.Sc.", "Applied Mathematics", "Technical University of Eastmoor", "Munich, Germany",
           (2011, 10), (2013, 7), ("Henrik Vogel",), "Supervisor", "Spectral Methods for Transport Problems"),
    School("MS", "Electrical Engineering", "Westbrook Institute of Technology", "Boston, MA", (2010, 9), (2012, 5)),
    School("Master of Science", "Data Science", "University of Halden", "Oslo, Norway", (2019, 8), (2021, 6)),
    School("B.A. (Hons)", "Philosophy", "Kingsbridge College", "Cambridge, UK", (2006, 10), (2009, 6)),
    School("B.Sc.", "Physics", "University of Westbrook", "Austin, TX", (2007, 9), (2011, 5),
           ("Daniel Okafor",), "Advisor", "Thermal Noise in Micro-Resonators"),
    School("Dipl.-Ing.", "Mechanical Engineering", "Technische Hochschule Aldenburg", "Berlin, Germany",
           (2004, 10), (2010, 3)),
    School("Habilitation", "Theoretical Linguistics", "University of Marlow", "Vienna, Austria", None, (2020, 11)),
    School("MBA", None, "Ashford School of Business", "Chicago, IL", (2015, 9), (2017, 6)),
    School("M.Eng.", "Civil Engineering", "Polytechnic Institute of Brenner", "Milan, Italy", (2012, 9), (2014, 3),
           ("Lucia Ferri", "Marco Bellini"), "Co-advisors"),
    School("B.Eng.", "Software Engineering", "Harbin Institute of Technology", None, (2008, 9), (2012, 6)),
    School("M.Phil.", "Economics", "University of Kingsbridge", "Cambridge, UK", (2005, 10), (2006, 9),
           ("Helen Marsh",), "Supervisor"),
    School("BS", "Computer Science and Mathematics", "Westbrook State University", "Denver, CO", (2001, 8),
           (2005, 5)),
    School("A.B.", "Classics", "Harwood College", "Providence, RI", (1999, 9), (2003, 5)),
    School("S.B.", "Physics", "Kestrel Institute of Technology", "Boston, MA", (1998, 9), (2002, 6)),
    School("MRes", "Neuroscience", "University of Aldenburg", "Bristol, UK", (2004, 10), (2005, 9)),
    School("Doctorat", "Informatique", "École Polytechnique Fédérale de Lausanne", "Lausanne, Switzerland",
           (2016, 10), (2020, 9), ("Émilie Durand",), "Directrice de thèse"),
)

# --- date forms -------------------------------------------------------------------------------------------

_ABBR = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
_FULL = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
         "November", "December"]


def _season(month: int | None) -> str:
    return {1: "Spring", 2: "Spring", 3: "Spring", 4: "Spring", 5: "Spring", 6: "Summer", 7: "Summer",
            8: "Summer", 9: "Fall", 10: "Fall", 11: "Fall", 12: "Winter"}[month or 9]


@dataclass(frozen=True)
class DateForm:
    """How a span is printed; ``months`` says whether the expected dates keep the month."""

    name: str
    months: bool
    ongoing_only: bool = False  # only for spans that run to the present
    closed_only: bool = False


DATE_FORMS: tuple[DateForm, ...] = (
    DateForm("Mon YYYY - Mon YYYY", True),
    DateForm("MM/YYYY – MM/YYYY", True),
    DateForm("YYYY.MM–YYYY.MM", True),
    DateForm("Month YYYY to Month YYYY", True),
    DateForm("YYYY–YYYY", False),
    DateForm("Since YYYY", False, ongoing_only=True),
    DateForm("YYYY–", False, ongoing_only=True),
    DateForm("YYYY - now", False, ongoing_only=True),
    DateForm("Season YYYY – Season YYYY", False, closed_only=True),
    DateForm("Season YYYY", False, closed_only=True),  # one term: only when the span lies in one year
    DateForm("YYYY", False, closed_only=True),  # a single year: the end year
    DateForm("Mon. YYYY – Current", True),
    DateForm("YYYY-MM to YYYY-MM", True),
    DateForm("YYYY/MM – YYYY/MM", True),
    DateForm("Mon–Mon YYYY", True, closed_only=True),  # one year's months: only when the span lies in one year
    DateForm("YYYY–YY", False, closed_only=True),  # the end year's last two digits
)


def _one(form: str, when: Month | str) -> str:
    if when == PRESENT:
        return "present"
    year, month = when  # type: ignore[misc]
    month = month or 1
    return {
        "Mon YYYY - Mon YYYY": f"{_ABBR[month - 1]} {year}",
        "MM/YYYY – MM/YYYY": f"{month:02d}/{year}",
        "YYYY.MM–YYYY.MM": f"{year}.{month:02d}",
        "Month YYYY to Month YYYY": f"{_FULL[month - 1]} {year}",
        "Season YYYY – Season YYYY": f"{_season(month)} {year}",
        "Mon. YYYY – Current": f"{_DOTTED[month - 1]} {year}",
        "YYYY-MM to YYYY-MM": f"{year}-{month:02d}",
        "YYYY/MM – YYYY/MM": f"{year}/{month:02d}",
    }.get(form, str(year))


_DOTTED = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


_SEPARATOR = {"Mon YYYY - Mon YYYY": " - ", "MM/YYYY – MM/YYYY": " – ", "YYYY.MM–YYYY.MM": "–",
              "Mon. YYYY – Current": " – ", "YYYY-MM to YYYY-MM": " to ", "YYYY/MM – YYYY/MM": " – ",
              "Month YYYY to Month YYYY": " to ", "Season YYYY – Season YYYY": " – "}


def fits(form: DateForm, start: Month | None, end: Month | str, *, is_degree: bool) -> bool:
    """Whether a CV would print this span in this form."""
    ongoing = end == PRESENT
    if (form.ongoing_only and not ongoing) or (form.closed_only and ongoing):
        return False
    if form.name in {"Season YYYY", "Mon–Mon YYYY"}:
        return not is_degree and start is not None and start[0] == end[0]  # type: ignore[index]
    if form.name == "YYYY–YY":
        return start is not None and start[0] // 100 == end[0] // 100 and start[0] != end[0]  # type: ignore[index]
    if form.name == "YYYY":
        return is_degree
    return start is not None


def render(form: DateForm, start: Month | None, end: Month | str) -> tuple[str, str | None, str | None]:
    """(printed text, expected start, expected end) of a span in one form."""
    def iso(when: Month | str | None) -> str | None:
        if when is None or when == PRESENT:
            return when  # type: ignore[return-value]
        year, month = when  # type: ignore[misc]
        return f"{year}-{month:02d}" if form.months and month else str(year)

    name = form.name
    if name == "Since YYYY":
        return f"Since {start[0]}", iso(start), PRESENT  # type: ignore[index]
    if name == "YYYY–":
        return f"{start[0]}–", iso(start), PRESENT  # type: ignore[index]
    if name == "YYYY - now":
        return f"{start[0]} - now", iso(start), "now"  # type: ignore[index]
    if name == "Season YYYY":
        return f"{_season(start[1])} {start[0]}", str(start[0]), str(start[0])  # type: ignore[index]
    if name == "YYYY":
        return str(end[0]), None, iso(end)  # type: ignore[index]
    if name == "Mon–Mon YYYY":
        return f"{_ABBR[start[1] - 1]}–{_ABBR[end[1] - 1]} {end[0]}", iso(start), iso(end)  # type: ignore[index]
    if name == "YYYY–YY":
        return f"{start[0]}–{end[0] % 100:02d}", iso(start), iso(end)  # type: ignore[index]
    sep = _SEPARATOR.get(name, "–")
    ongoing = "Current" if name == "Mon. YYYY – Current" else "Present"
    end_text = ongoing if end == PRESENT and form.months else _one(name, end)
    if end_text == _one(name, start):  # "2018–2018" is printed "2018"
        return end_text, iso(start), iso(end)  # type: ignore[arg-type]
    return f"{_one(name, start)}{sep}{end_text}", iso(start), iso(end)  # type: ignore[arg-type]


def degree_dates(school: School, form: DateForm) -> tuple[str, str | None, str | None]:
    """A degree's span; one still under way prints its expected end."""
    if school.expected_end:
        year, month = school.end  # type: ignore[misc]
        if form.name in {"YYYY", "Season YYYY"}:
            return f"(expected {year})", None, str(year)
        if form.name == "Season YYYY – Season YYYY":
            return f"Expected {_FULL[month - 1]} {year}", None, f"{year}-{month:02d}"
        text, start, _ = render(form, school.start, school.end)
        return f"{text} (expected)", start, iso_end(form, school.end)
    return render(form, school.start, school.end)


def iso_end(form: DateForm, end: Month | str) -> str:
    year, month = end  # type: ignore[misc]
    return f"{year}-{month:02d}" if form.months and month else str(year)


def choose(k: int, start: Month | None, end: Month | str, *, is_degree: bool) -> DateForm:
    """The ``k``-th date form (cycling) that fits the span."""
    fitting = [f for f in DATE_FORMS if fits(f, start, end, is_degree=is_degree)]
    return fitting[k % len(fitting)]
