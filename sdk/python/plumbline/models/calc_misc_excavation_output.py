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





T = TypeVar("T", bound="CalcMiscExcavationOutput")



@_attrs_define
class CalcMiscExcavationOutput:
    """ The results of calc_misc_excavation and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bank_cuyd (float): Volume in the ground: length x width x depth / 27, yd³.
            bank_density_pcf (float): Density in the ground, lb/ft³.
            code_reference (str): The code section on excavation, grading and fill.
            loose_cuyd (float): Volume once dug: bank x (1 + swell), yd³.
            loose_density_pcf (float): Density once dug, lb/ft³.
            soil_description (str): The table row applied.
            swell_pct (float): Swell applied: loose / bank volume - 1, percent.
            truckloads (int): Truckloads by volume: ceil(loose_cuyd / truck_capacity_cuyd).
            weight_tons (float): Weight of the material, short tons (the same bank or loose).
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bank_cuyd: float
    bank_density_pcf: float
    code_reference: str
    loose_cuyd: float
    loose_density_pcf: float
    soil_description: str
    swell_pct: float
    truckloads: int
    weight_tons: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bank_cuyd = self.bank_cuyd

        bank_density_pcf = self.bank_density_pcf

        code_reference = self.code_reference

        loose_cuyd = self.loose_cuyd

        loose_density_pcf = self.loose_density_pcf

        soil_description = self.soil_description

        swell_pct = self.swell_pct

        truckloads = self.truckloads

        weight_tons = self.weight_tons

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bank_cuyd": bank_cuyd,
            "bank_density_pcf": bank_density_pcf,
            "code_reference": code_reference,
            "loose_cuyd": loose_cuyd,
            "loose_density_pcf": loose_density_pcf,
            "soil_description": soil_description,
            "swell_pct": swell_pct,
            "truckloads": truckloads,
            "weight_tons": weight_tons,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bank_cuyd = d.pop("bank_cuyd")

        bank_density_pcf = d.pop("bank_density_pcf")

        code_reference = d.pop("code_reference")

        loose_cuyd = d.pop("loose_cuyd")

        loose_density_pcf = d.pop("loose_density_pcf")

        soil_description = d.pop("soil_description")

        swell_pct = d.pop("swell_pct")

        truckloads = d.pop("truckloads")

        weight_tons = d.pop("weight_tons")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_misc_excavation_output = cls(
            bank_cuyd=bank_cuyd,
            bank_density_pcf=bank_density_pcf,
            code_reference=code_reference,
            loose_cuyd=loose_cuyd,
            loose_density_pcf=loose_density_pcf,
            soil_description=soil_description,
            swell_pct=swell_pct,
            truckloads=truckloads,
            weight_tons=weight_tons,
            schemas=schemas,
        )


        calc_misc_excavation_output.additional_properties = d
        return calc_misc_excavation_output

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
