from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.costs_list_verticals_item import CostsListVerticalsItem





T = TypeVar("T", bound="CostsList")



@_attrs_define
class CostsList:
    """ 
        Example:
            {'dataset_version': '7eab39eafdfee936', 'verticals': [{'coverage': {'category_count': 15}, 'kind': 'vertical',
                'latest_period': '2025-08', 'name': 'materials', 'sources': [{'file':
                'costs/ppi/ppi_construction_bls_1986_2025-08.csv', 'period': 'through 2025-08', 'publisher': 'U.S. Bureau of
                Labor Statistics, Producer Price Index program'}], 'status': 'live', 'title': 'Material price indexes by
                category (BLS PPI)'}, {'coverage': {}, 'kind': 'vertical', 'name': 'labor', 'note': 'not served by this
                instance', 'sources': [], 'status': 'coming_soon', 'title': 'Labor wage estimates by trade and place'}]}

        Attributes:
            dataset_version (str): The reference dataset version that answered.
            verticals (list[CostsListVerticalsItem]):
     """

    dataset_version: str
    verticals: list[CostsListVerticalsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.costs_list_verticals_item import CostsListVerticalsItem
        dataset_version = self.dataset_version

        verticals = []
        for verticals_item_data in self.verticals:
            verticals_item = verticals_item_data.to_dict()
            verticals.append(verticals_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "verticals": verticals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.costs_list_verticals_item import CostsListVerticalsItem
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        verticals = []
        _verticals = d.pop("verticals")
        for verticals_item_data in (_verticals):
            verticals_item = CostsListVerticalsItem.from_dict(verticals_item_data)



            verticals.append(verticals_item)


        costs_list = cls(
            dataset_version=dataset_version,
            verticals=verticals,
        )


        costs_list.additional_properties = d
        return costs_list

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
