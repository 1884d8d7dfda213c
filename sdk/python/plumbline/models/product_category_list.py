from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.product_category_list_categories_item import ProductCategoryListCategoriesItem





T = TypeVar("T", bound="ProductCategoryList")



@_attrs_define
class ProductCategoryList:
    """ 
        Example:
            {'categories': [{'fields': [{'better': 'higher', 'field': 'afue_pct', 'kind': 'number', 'operators': ['gte',
                'lte', 'gt', 'lt', 'eq'], 'unit': '%'}, {'field': 'fuel_type', 'kind': 'text', 'multi_valued': True,
                'operators': ['eq', 'in'], 'unit': '', 'values': ['Natural Gas', 'Oil', 'Propane']}], 'id': 'hvac', 'name':
                'HVAC', 'path': '/v1/products/categories/hvac', 'records': 16892, 'sort_fields': ['brand', 'model_number',
                'certified_on', 'afue_pct'], 'sources': ['energystar-csv-datasets4-snapshot-2020', 'energystar-benchmarking-
                tool-snapshot-2021', 'energystar-heet-snapshot-2025-06'], 'status': 'live', 'subcategories': [{'id': 'furnaces',
                'records': 6653}]}, {'fields': [], 'id': 'doors', 'name': 'Doors', 'not_carried': "ENERGY STAR residential
                doors: no ENERGY STAR open-data list of them could be found (a public catalog of 71 of the portal's lists names
                storm windows only); their ratings are certified through NFRC, whose Certified Products Directory has no open-
                data API, so no pull adds them.", 'path': '/v1/products/categories/doors', 'records': 0, 'sort_fields':
                ['brand', 'model_number', 'certified_on'], 'sources': [], 'status': 'coming_soon', 'subcategories': []}],
                'construction_records': 27401, 'dataset_version': '3f2a9c41d07e8b15', 'total_records': 33261}

        Attributes:
            categories (list[ProductCategoryListCategoriesItem]):
            construction_records (int):
            dataset_version (str): The reference dataset version that answered.
            total_records (int):
     """

    categories: list[ProductCategoryListCategoriesItem]
    construction_records: int
    dataset_version: str
    total_records: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_category_list_categories_item import ProductCategoryListCategoriesItem
        categories = []
        for categories_item_data in self.categories:
            categories_item = categories_item_data.to_dict()
            categories.append(categories_item)



        construction_records = self.construction_records

        dataset_version = self.dataset_version

        total_records = self.total_records


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "categories": categories,
            "construction_records": construction_records,
            "dataset_version": dataset_version,
            "total_records": total_records,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_category_list_categories_item import ProductCategoryListCategoriesItem
        d = dict(src_dict)
        categories = []
        _categories = d.pop("categories")
        for categories_item_data in (_categories):
            categories_item = ProductCategoryListCategoriesItem.from_dict(categories_item_data)



            categories.append(categories_item)


        construction_records = d.pop("construction_records")

        dataset_version = d.pop("dataset_version")

        total_records = d.pop("total_records")

        product_category_list = cls(
            categories=categories,
            construction_records=construction_records,
            dataset_version=dataset_version,
            total_records=total_records,
        )


        product_category_list.additional_properties = d
        return product_category_list

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
