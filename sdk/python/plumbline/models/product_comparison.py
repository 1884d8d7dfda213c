from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.product_comparison_fields_item import ProductComparisonFieldsItem
  from ..models.product_comparison_products_item import ProductComparisonProductsItem





T = TypeVar("T", bound="ProductComparison")



@_attrs_define
class ProductComparison:
    """ 
        Example:
            {'dataset_version': '3f2a9c41d07e8b15', 'fields': [{'best': ['es-2343031'], 'better': 'higher', 'field':
                'afue_pct', 'kind': 'number', 'unit': '%', 'values': {'es-2343031': 97.5, 'es-2344035': 96}}], 'products':
                [{'brand': 'AIREASE', 'category': 'hvac', 'certification': {'available_on': '2011-11-15', 'cert_body_model_id':
                'ES_1102531_A96DS2V090C20-*_08062019233058_6982271', 'certified_on': '2020-03-19', 'markets': ['United States',
                'Canada'], 'most_efficient': False, 'most_efficient_criteria': '2021', 'program': 'ENERGY STAR', 'publisher_id':
                '2344035', 'scope': 'model'}, 'confidence': 'certified', 'model_number': 'A96DS2V090C20-*', 'name': 'AIREASE
                EL296XV Series', 'product_id': 'es-2344035', 'source': {'file': 'products/energystar-benchmarking-tool-
                snapshot-2021/ENERGY_STAR_Certified_Furnaces.csv.gz', 'id': 'energystar-benchmarking-tool-snapshot-2021',
                'line': 2, 'snapshot': '2021-03-19'}, 'specs': {'afue_pct': 96, 'certified_region': 'All', 'fuel_type': 'Natural
                Gas, Propane', 'integrates_hot_water_heating': False, 'two_way_communication': 'Other/Proprietary'},
                'subcategory': 'furnaces'}]}

        Attributes:
            dataset_version (str): The reference dataset version that answered.
            fields (list[ProductComparisonFieldsItem]):
            products (list[ProductComparisonProductsItem]):
     """

    dataset_version: str
    fields: list[ProductComparisonFieldsItem]
    products: list[ProductComparisonProductsItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.product_comparison_fields_item import ProductComparisonFieldsItem
        from ..models.product_comparison_products_item import ProductComparisonProductsItem
        dataset_version = self.dataset_version

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)



        products = []
        for products_item_data in self.products:
            products_item = products_item_data.to_dict()
            products.append(products_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "dataset_version": dataset_version,
            "fields": fields,
            "products": products,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.product_comparison_fields_item import ProductComparisonFieldsItem
        from ..models.product_comparison_products_item import ProductComparisonProductsItem
        d = dict(src_dict)
        dataset_version = d.pop("dataset_version")

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in (_fields):
            fields_item = ProductComparisonFieldsItem.from_dict(fields_item_data)



            fields.append(fields_item)


        products = []
        _products = d.pop("products")
        for products_item_data in (_products):
            products_item = ProductComparisonProductsItem.from_dict(products_item_data)



            products.append(products_item)


        product_comparison = cls(
            dataset_version=dataset_version,
            fields=fields,
            products=products,
        )


        product_comparison.additional_properties = d
        return product_comparison

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
