from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.benchmark_local_status import BenchmarkLocalStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.benchmark_figures import BenchmarkFigures
  from ..models.benchmark_local_local_wages_item import BenchmarkLocalLocalWagesItem
  from ..models.benchmark_local_place import BenchmarkLocalPlace





T = TypeVar("T", bound="BenchmarkLocal")



@_attrs_define
class BenchmarkLocal:
    """ 
        Example:
            {'dataset_version': '4c01c6f638acf3da', 'figures': None, 'local_wages': [], 'local_wages_note': 'the type is
                coming_soon: no public, non-proprietary installed-cost source for this scope is held (searched: REMDB 2024 full
                workbook, Census C30 detail, city permit microdata; RSMeans/NAHB/Cost vs Value refused); no duration source
                either (the Census SOC times new houses only)', 'methodology_id': 'plumbline-benchmarks', 'methodology_version':
                '1.4.0', 'missing': 'no public, non-proprietary installed-cost source for this scope is held (searched: REMDB
                2024 full workbook, Census C30 detail, city permit microdata; RSMeans/NAHB/Cost vs Value refused); no duration
                source either (the Census SOC times new houses only)', 'place': {'cbsa': '12420', 'cbsa_title': 'Austin-Round
                Rock-San Marcos, TX', 'cbsa_type': 'metro', 'census_division': {'code': 7, 'name': 'West South Central',
                'region': 'South'}, 'census_division_basis': "the county's state (TX) is in this division", 'county_fips':
                '48453', 'county_name': 'Travis County', 'population': 2550637, 'population_of': 'cbsa', 'population_year':
                2024, 'query': 'zip=78701', 'state_abbr': 'TX', 'tier': 'msa_large'}, 'project_type': 'basement_finish',
                'status': 'coming_soon'}

        Attributes:
            dataset_version (str):
            figures (BenchmarkFigures | None):
            local_wages (list[BenchmarkLocalLocalWagesItem]):
            local_wages_note (str):
            methodology_id (str):
            methodology_version (str):
            place (BenchmarkLocalPlace):
            project_type (str):
            status (BenchmarkLocalStatus):
            missing (str | Unset):
     """

    dataset_version: str
    figures: BenchmarkFigures | None
    local_wages: list[BenchmarkLocalLocalWagesItem]
    local_wages_note: str
    methodology_id: str
    methodology_version: str
    place: BenchmarkLocalPlace
    project_type: str
    status: BenchmarkLocalStatus
    missing: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_figures import BenchmarkFigures
        from ..models.benchmark_local_local_wages_item import BenchmarkLocalLocalWagesItem
        from ..models.benchmark_local_place import BenchmarkLocalPlace
        dataset_version = self.dataset_version

        figures: dict[str, Any] | None
        if isinstance(self.figures, BenchmarkFigures):
            figures = self.figures.to_dict()
        else:
            figures = self.figures

        local_wages = []
        for local_wages_item_data in self.local_wages:
            local_wages_item = local_wages_item_data.to_dict()
            local_wages.append(local_wages_item)



        local_wages_note = self.local_wages_note

        methodology_id = self.methodology_id

        methodology_version = self.methodology_version

        place = self.place.to_dict()

        project_type = self.project_type

        status = self.status.value

        missing = self.missing


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "figures": figures,
            "local_wages": local_wages,
            "local_wages_note": local_wages_note,
            "methodology_id": methodology_id,
            "methodology_version": methodology_version,
            "place": place,
            "project_type": project_type,
            "status": status,
        })
        if missing is not UNSET:
            field_dict["missing"] = missing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_figures import BenchmarkFigures
        from ..models.benchmark_local_local_wages_item import BenchmarkLocalLocalWagesItem
        from ..models.benchmark_local_place import BenchmarkLocalPlace
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        def _parse_figures(data: object) -> BenchmarkFigures | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                figures_type_0 = BenchmarkFigures.from_dict(data)



                return figures_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BenchmarkFigures | None, data)

        figures = _parse_figures(d.pop("figures"))


        local_wages = []
        _local_wages = d.pop("local_wages")
        for local_wages_item_data in (_local_wages):
            local_wages_item = BenchmarkLocalLocalWagesItem.from_dict(local_wages_item_data)



            local_wages.append(local_wages_item)


        local_wages_note = d.pop("local_wages_note")

        methodology_id = d.pop("methodology_id")

        methodology_version = d.pop("methodology_version")

        place = BenchmarkLocalPlace.from_dict(d.pop("place"))




        project_type = d.pop("project_type")

        status = BenchmarkLocalStatus(d.pop("status"))




        missing = d.pop("missing", UNSET)

        benchmark_local = cls(
            dataset_version=dataset_version,
            figures=figures,
            local_wages=local_wages,
            local_wages_note=local_wages_note,
            methodology_id=methodology_id,
            methodology_version=methodology_version,
            place=place,
            project_type=project_type,
            status=status,
            missing=missing,
        )


        benchmark_local.additional_properties = d
        return benchmark_local

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
