from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.oews_cell_annual import OEWSCellAnnual
  from ..models.oews_cell_hourly import OEWSCellHourly
  from ..models.oews_cell_markers import OEWSCellMarkers
  from ..models.oews_cell_source import OEWSCellSource





T = TypeVar("T", bound="OEWSCell")



@_attrs_define
class OEWSCell:
    """ 
        Example:
            {'annual': {'mean': {'cents': 7271000, 'published': '72710'}, 'median': {'cents': 7740000, 'published':
                '77400'}, 'p25': {'cents': 5244000, 'published': '52440'}, 'p75': {'cents': 8629000, 'published': '86290'}},
                'annual_only': False, 'area': '15380', 'area_title': 'Buffalo-Cheektowaga-Niagara Falls, NY', 'area_type':
                'metro', 'dataset_version': '(the dataset version)', 'emp_prse': '3', 'employment': 2310,
                'employment_published': '2310', 'hourly': {'mean': {'cents': 3496, 'published': '34.96'}, 'median': {'cents':
                3721, 'published': '37.21'}, 'p25': {'cents': 2521, 'published': '25.21'}, 'p75': {'cents': 4149, 'published':
                '41.49'}}, 'line': 1414, 'markers': {}, 'mean_prse': '1.6', 'period': 'May 2023', 'periods_held': ['May 2023'],
                'soc': '47-2111', 'source': {'file': 'costs/oews/oews_msa_M2023_NY_state_msas_all_occupations.csv', 'period':
                'May 2023', 'publisher': 'U.S. Bureau of Labor Statistics, OEWS'}, 'title': 'Electricians'}

        Attributes:
            annual (OEWSCellAnnual):
            area (str):
            area_title (str):
            employment (int | None):
            employment_published (str):
            hourly (OEWSCellHourly):
            markers (OEWSCellMarkers): Each marker present in the cell and its meaning.
            period (str):
            soc (str):
            source (OEWSCellSource):
            annual_only (bool | Unset):
            area_type (str | Unset):
            dataset_version (str | Unset):
            emp_prse (str | Unset):
            line (int | Unset):
            mean_prse (str | Unset):
            periods_held (list[str] | Unset): Every release of this cell held, newest first (period= picks one).
            title (str | Unset):
     """

    annual: OEWSCellAnnual
    area: str
    area_title: str
    employment: int | None
    employment_published: str
    hourly: OEWSCellHourly
    markers: OEWSCellMarkers
    period: str
    soc: str
    source: OEWSCellSource
    annual_only: bool | Unset = UNSET
    area_type: str | Unset = UNSET
    dataset_version: str | Unset = UNSET
    emp_prse: str | Unset = UNSET
    line: int | Unset = UNSET
    mean_prse: str | Unset = UNSET
    periods_held: list[str] | Unset = UNSET
    title: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.oews_cell_annual import OEWSCellAnnual
        from ..models.oews_cell_hourly import OEWSCellHourly
        from ..models.oews_cell_markers import OEWSCellMarkers
        from ..models.oews_cell_source import OEWSCellSource
        annual = self.annual.to_dict()

        area = self.area

        area_title = self.area_title

        employment: int | None
        employment = self.employment

        employment_published = self.employment_published

        hourly = self.hourly.to_dict()

        markers = self.markers.to_dict()

        period = self.period

        soc = self.soc

        source = self.source.to_dict()

        annual_only = self.annual_only

        area_type = self.area_type

        dataset_version = self.dataset_version

        emp_prse = self.emp_prse

        line = self.line

        mean_prse = self.mean_prse

        periods_held: list[str] | Unset = UNSET
        if not isinstance(self.periods_held, Unset):
            periods_held = self.periods_held



        title = self.title


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "annual": annual,
            "area": area,
            "area_title": area_title,
            "employment": employment,
            "employment_published": employment_published,
            "hourly": hourly,
            "markers": markers,
            "period": period,
            "soc": soc,
            "source": source,
        })
        if annual_only is not UNSET:
            field_dict["annual_only"] = annual_only
        if area_type is not UNSET:
            field_dict["area_type"] = area_type
        if dataset_version is not UNSET:
            field_dict["dataset_version"] = dataset_version
        if emp_prse is not UNSET:
            field_dict["emp_prse"] = emp_prse
        if line is not UNSET:
            field_dict["line"] = line
        if mean_prse is not UNSET:
            field_dict["mean_prse"] = mean_prse
        if periods_held is not UNSET:
            field_dict["periods_held"] = periods_held
        if title is not UNSET:
            field_dict["title"] = title

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.oews_cell_annual import OEWSCellAnnual
        from ..models.oews_cell_hourly import OEWSCellHourly
        from ..models.oews_cell_markers import OEWSCellMarkers
        from ..models.oews_cell_source import OEWSCellSource
        d = dict(src_dict)
        annual = OEWSCellAnnual.from_dict(d.pop("annual"))




        area = d.pop("area")

        area_title = d.pop("area_title")

        def _parse_employment(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        employment = _parse_employment(d.pop("employment"))


        employment_published = d.pop("employment_published")

        hourly = OEWSCellHourly.from_dict(d.pop("hourly"))




        markers = OEWSCellMarkers.from_dict(d.pop("markers"))




        period = d.pop("period")

        soc = d.pop("soc")

        source = OEWSCellSource.from_dict(d.pop("source"))




        annual_only = d.pop("annual_only", UNSET)

        area_type = d.pop("area_type", UNSET)

        dataset_version = d.pop("dataset_version", UNSET)

        emp_prse = d.pop("emp_prse", UNSET)

        line = d.pop("line", UNSET)

        mean_prse = d.pop("mean_prse", UNSET)

        periods_held = cast(list[str], d.pop("periods_held", UNSET))


        title = d.pop("title", UNSET)

        oews_cell = cls(
            annual=annual,
            area=area,
            area_title=area_title,
            employment=employment,
            employment_published=employment_published,
            hourly=hourly,
            markers=markers,
            period=period,
            soc=soc,
            source=source,
            annual_only=annual_only,
            area_type=area_type,
            dataset_version=dataset_version,
            emp_prse=emp_prse,
            line=line,
            mean_prse=mean_prse,
            periods_held=periods_held,
            title=title,
        )


        oews_cell.additional_properties = d
        return oews_cell

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
