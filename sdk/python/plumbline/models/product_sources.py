from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.product_sources_sources_item import ProductSourcesSourcesItem





T = TypeVar("T", bound="ProductSources")



@_attrs_define
class ProductSources:
    """ 
        Example:
            {'dataset_version': '3f2a9c41d07e8b15', 'duplicates': "A model (same publisher id) held by several snapshots is
                served from the newest; each record's source names the snapshot it came from.", 'sources': [{'categories':
                ['hvac', 'electrical', 'appliances'], 'certification_meaning': 'The model was on the EPA ENERGY STAR certified
                list at the snapshot: a certification body tested it and it met the ENERGY STAR specification in force for its
                category (Most Efficient window lines: recognized as ENERGY STAR Most Efficient). A model missing from a newer
                snapshot may have been delisted.', 'dataset': 'ENERGY STAR Certified product lists (open-data portal CSV
                exports)', 'files': ['products/energystar-heet-
                snapshot-2025-06/ENERGY_STAR_Certified_Dehumidifiers_20250607.csv.gz'], 'id': 'energystar-heet-
                snapshot-2025-06', 'program': 'ENERGY STAR', 'publisher': 'U.S. EPA', 'records': 5439, 'rows': 5457, 'snapshot':
                '2025-06-07', 'terms': 'U.S. Government open data (EPA data license), no restriction on reuse', 'url':
                'https://data.energystar.gov/'}]}

        Attributes:
            dataset_version (str): The reference dataset version that answered.
            duplicates (str):
            sources (list[ProductSourcesSourcesItem]):
     """

    dataset_version: str
    duplicates: str
    sources: list[ProductSourcesSourcesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_sources_sources_item import ProductSourcesSourcesItem
        dataset_version = self.dataset_version

        duplicates = self.duplicates

        sources = []
        for sources_item_data in self.sources:
            sources_item = sources_item_data.to_dict()
            sources.append(sources_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "duplicates": duplicates,
            "sources": sources,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_sources_sources_item import ProductSourcesSourcesItem
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        duplicates = d.pop("duplicates")

        sources = []
        _sources = d.pop("sources")
        for sources_item_data in (_sources):
            sources_item = ProductSourcesSourcesItem.from_dict(sources_item_data)



            sources.append(sources_item)


        product_sources = cls(
            dataset_version=dataset_version,
            duplicates=duplicates,
            sources=sources,
        )


        product_sources.additional_properties = d
        return product_sources

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
