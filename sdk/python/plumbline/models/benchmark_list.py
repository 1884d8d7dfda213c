from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.benchmark_list_project_types_item import BenchmarkListProjectTypesItem





T = TypeVar("T", bound="BenchmarkList")



@_attrs_define
class BenchmarkList:
    """ 
        Example:
            {'dataset_version': '4c01c6f638acf3da', 'live': 2, 'methodology_id': 'plumbline-benchmarks',
                'methodology_version': '1.4.0', 'project_types': [{'duration_geographies': ['national', 'census_division'],
                'path': '/v1/benchmarks/new_construction_sfh', 'project_type': 'new_construction_sfh', 'scope_summary': "A new
                contractor-built single-family house of 2,000 ft² (lot excluded): Census SOC median contract price per ft² of
                the place's Census region (the nation's for the national tier; a tier or metro across regions weights them by
                its 1-unit permits) × floor area; duration p25/p50/p75 (days) from start to completion of SOC houses built for
                sale and sold (another universe than the contract price's), from the SOC public-use microdata, nationally and by
                Census division.", 'status': 'live', 'tiers': ['national', 'msa_large', 'msa_medium', 'msa_small', 'rural'],
                'title': 'New single-family house'}, {'duration_geographies': [], 'duration_missing': 'no duration source for
                this scope: the Census SOC times new houses from start to completion only', 'missing': 'no public, non-
                proprietary installed-cost source for this scope is held (searched: REMDB 2024 full workbook, Census C30 detail,
                city permit microdata; RSMeans/NAHB/Cost vs Value refused); no duration source either (the Census SOC times new
                houses only)', 'path': '/v1/benchmarks/exterior_painting', 'project_type': 'exterior_painting', 'scope_summary':
                'Repaint the exterior of a house.', 'status': 'coming_soon', 'tiers': [], 'title': 'Exterior painting'}]}

        Attributes:
            dataset_version (str):
            live (int):
            methodology_id (str):
            methodology_version (str):
            project_types (list[BenchmarkListProjectTypesItem]):
     """

    dataset_version: str
    live: int
    methodology_id: str
    methodology_version: str
    project_types: list[BenchmarkListProjectTypesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.benchmark_list_project_types_item import BenchmarkListProjectTypesItem
        dataset_version = self.dataset_version

        live = self.live

        methodology_id = self.methodology_id

        methodology_version = self.methodology_version

        project_types = []
        for project_types_item_data in self.project_types:
            project_types_item = project_types_item_data.to_dict()
            project_types.append(project_types_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "live": live,
            "methodology_id": methodology_id,
            "methodology_version": methodology_version,
            "project_types": project_types,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.benchmark_list_project_types_item import BenchmarkListProjectTypesItem
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        live = d.pop("live")

        methodology_id = d.pop("methodology_id")

        methodology_version = d.pop("methodology_version")

        project_types = []
        _project_types = d.pop("project_types")
        for project_types_item_data in (_project_types):
            project_types_item = BenchmarkListProjectTypesItem.from_dict(project_types_item_data)



            project_types.append(project_types_item)


        benchmark_list = cls(
            dataset_version=dataset_version,
            live=live,
            methodology_id=methodology_id,
            methodology_version=methodology_version,
            project_types=project_types,
        )


        benchmark_list.additional_properties = d
        return benchmark_list

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
