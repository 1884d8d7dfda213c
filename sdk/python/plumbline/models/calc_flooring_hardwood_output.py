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





T = TypeVar("T", bound="CalcFlooringHardwoodOutput")



@_attrs_define
class CalcFlooringHardwoodOutput:
    """ The results of calc_flooring_hardwood and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            area_to_order_sqft (float): Area x (1 + wastage + defect allowance), ft².
            boxes (int): Cartons to buy: ceil(area_to_order / sqft_per_box).
            code_reference (str): The wood flooring installation guidelines the allowances serve.
            defect_allowance_pct (float): Allowance for defective boards culled during racking, percent.
            installation_waste_pct (float): Cutting wastage applied for the layout, percent.
            sqft_purchased (float): Coverage of the cartons bought, ft².
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    area_to_order_sqft: float
    boxes: int
    code_reference: str
    defect_allowance_pct: float
    installation_waste_pct: float
    sqft_purchased: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        area_to_order_sqft = self.area_to_order_sqft

        boxes = self.boxes

        code_reference = self.code_reference

        defect_allowance_pct = self.defect_allowance_pct

        installation_waste_pct = self.installation_waste_pct

        sqft_purchased = self.sqft_purchased

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "area_to_order_sqft": area_to_order_sqft,
            "boxes": boxes,
            "code_reference": code_reference,
            "defect_allowance_pct": defect_allowance_pct,
            "installation_waste_pct": installation_waste_pct,
            "sqft_purchased": sqft_purchased,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        area_to_order_sqft = d.pop("area_to_order_sqft")

        boxes = d.pop("boxes")

        code_reference = d.pop("code_reference")

        defect_allowance_pct = d.pop("defect_allowance_pct")

        installation_waste_pct = d.pop("installation_waste_pct")

        sqft_purchased = d.pop("sqft_purchased")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_flooring_hardwood_output = cls(
            area_to_order_sqft=area_to_order_sqft,
            boxes=boxes,
            code_reference=code_reference,
            defect_allowance_pct=defect_allowance_pct,
            installation_waste_pct=installation_waste_pct,
            sqft_purchased=sqft_purchased,
            schemas=schemas,
        )


        calc_flooring_hardwood_output.additional_properties = d
        return calc_flooring_hardwood_output

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
