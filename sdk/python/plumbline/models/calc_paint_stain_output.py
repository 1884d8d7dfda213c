from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcPaintStainOutput")



@_attrs_define
class CalcPaintStainOutput:
    """ The results of calc_paint_stain and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_sqft (float): Area stained, square feet.
            coats (int): Coats applied.
            code_reference (str): ASTM D5150, the test for the spreading rate (ft²/gal at hiding) of architectural paints
                that data sheets publish; no building-code section governs coverage.
            coverage_source (str): Where the coverage rate (and any factors) come from.
            coverage_sqft_per_gal (float): Spreading rate applied, square feet per gallon per coat.
            gallons (float): Stain needed: area x coats / coverage, gallons.
            gallons_to_buy (int): Whole gallons: ceil(gallons).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_sqft: float
    coats: int
    code_reference: str
    coverage_source: str
    coverage_sqft_per_gal: float
    gallons: float
    gallons_to_buy: int
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_sqft = self.area_sqft

        coats = self.coats

        code_reference = self.code_reference

        coverage_source = self.coverage_source

        coverage_sqft_per_gal = self.coverage_sqft_per_gal

        gallons = self.gallons

        gallons_to_buy = self.gallons_to_buy

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_sqft": area_sqft,
            "coats": coats,
            "code_reference": code_reference,
            "coverage_source": coverage_source,
            "coverage_sqft_per_gal": coverage_sqft_per_gal,
            "gallons": gallons,
            "gallons_to_buy": gallons_to_buy,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_sqft = d.pop("area_sqft")

        coats = d.pop("coats")

        code_reference = d.pop("code_reference")

        coverage_source = d.pop("coverage_source")

        coverage_sqft_per_gal = d.pop("coverage_sqft_per_gal")

        gallons = d.pop("gallons")

        gallons_to_buy = d.pop("gallons_to_buy")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_paint_stain_output = cls(
            area_sqft=area_sqft,
            coats=coats,
            code_reference=code_reference,
            coverage_source=coverage_source,
            coverage_sqft_per_gal=coverage_sqft_per_gal,
            gallons=gallons,
            gallons_to_buy=gallons_to_buy,
            schemas=schemas,
        )


        calc_paint_stain_output.additional_properties = d
        return calc_paint_stain_output

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
