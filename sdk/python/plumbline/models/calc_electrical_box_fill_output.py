from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_electrical_box_fill_output_checks_item import CalcElectricalBoxFillOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcElectricalBoxFillOutput")



@_attrs_define
class CalcElectricalBoxFillOutput:
    """ The results of calc_electrical_box_fill and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            box_volume_cuin (float): Volume of the box checked (given or from Table 314.16(A)); 0 when no box was given,
                in³.
            checks (list[CalcElectricalBoxFillOutputChecksItem]): Box volume against the required volume; empty when no box
                was given.
            clamp_volume_cuin (float): Internal cable clamps (314.16(B)(2)), in³.
            code_reference (str): The box-fill section.
            conductor_volume_cuin (float): Conductors x their Table 314.16(B) allowance (314.16(B)(1)), in³.
            device_volume_cuin (float): Device yokes (314.16(B)(4)), in³.
            egc_volume_cuin (float): Equipment grounding conductors (314.16(B)(5)), in³.
            largest_conductor (str): Largest conductor in the box, which sizes the clamp and fitting allowances.
            nec_edition_used (str): NEC edition applied.
            pass_ (bool): True when every check passes (true with no box given: nothing was checked).
            required_volume_cuin (float): Sum of the allowances: the least box volume allowed, in³.
            smallest_standard_box (str): Smallest metal box of Table 314.16(A) whose volume is at least required_volume_cuin
                (first in table order on a tie); none when even 42.0 in³ is too small.
            smallest_standard_box_cuin (float): Volume of smallest_standard_box, in³ (0 for none).
            support_fitting_volume_cuin (float): Luminaire studs and hickeys (314.16(B)(3)), in³.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    box_volume_cuin: float
    checks: list[CalcElectricalBoxFillOutputChecksItem]
    clamp_volume_cuin: float
    code_reference: str
    conductor_volume_cuin: float
    device_volume_cuin: float
    egc_volume_cuin: float
    largest_conductor: str
    nec_edition_used: str
    pass_: bool
    required_volume_cuin: float
    smallest_standard_box: str
    smallest_standard_box_cuin: float
    support_fitting_volume_cuin: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_electrical_box_fill_output_checks_item import CalcElectricalBoxFillOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        box_volume_cuin = self.box_volume_cuin

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        clamp_volume_cuin = self.clamp_volume_cuin

        code_reference = self.code_reference

        conductor_volume_cuin = self.conductor_volume_cuin

        device_volume_cuin = self.device_volume_cuin

        egc_volume_cuin = self.egc_volume_cuin

        largest_conductor = self.largest_conductor

        nec_edition_used = self.nec_edition_used

        pass_ = self.pass_

        required_volume_cuin = self.required_volume_cuin

        smallest_standard_box = self.smallest_standard_box

        smallest_standard_box_cuin = self.smallest_standard_box_cuin

        support_fitting_volume_cuin = self.support_fitting_volume_cuin

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "box_volume_cuin": box_volume_cuin,
            "checks": checks,
            "clamp_volume_cuin": clamp_volume_cuin,
            "code_reference": code_reference,
            "conductor_volume_cuin": conductor_volume_cuin,
            "device_volume_cuin": device_volume_cuin,
            "egc_volume_cuin": egc_volume_cuin,
            "largest_conductor": largest_conductor,
            "nec_edition_used": nec_edition_used,
            "pass": pass_,
            "required_volume_cuin": required_volume_cuin,
            "smallest_standard_box": smallest_standard_box,
            "smallest_standard_box_cuin": smallest_standard_box_cuin,
            "support_fitting_volume_cuin": support_fitting_volume_cuin,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_electrical_box_fill_output_checks_item import CalcElectricalBoxFillOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        box_volume_cuin = d.pop("box_volume_cuin")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcElectricalBoxFillOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        clamp_volume_cuin = d.pop("clamp_volume_cuin")

        code_reference = d.pop("code_reference")

        conductor_volume_cuin = d.pop("conductor_volume_cuin")

        device_volume_cuin = d.pop("device_volume_cuin")

        egc_volume_cuin = d.pop("egc_volume_cuin")

        largest_conductor = d.pop("largest_conductor")

        nec_edition_used = d.pop("nec_edition_used")

        pass_ = d.pop("pass")

        required_volume_cuin = d.pop("required_volume_cuin")

        smallest_standard_box = d.pop("smallest_standard_box")

        smallest_standard_box_cuin = d.pop("smallest_standard_box_cuin")

        support_fitting_volume_cuin = d.pop("support_fitting_volume_cuin")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_electrical_box_fill_output = cls(
            box_volume_cuin=box_volume_cuin,
            checks=checks,
            clamp_volume_cuin=clamp_volume_cuin,
            code_reference=code_reference,
            conductor_volume_cuin=conductor_volume_cuin,
            device_volume_cuin=device_volume_cuin,
            egc_volume_cuin=egc_volume_cuin,
            largest_conductor=largest_conductor,
            nec_edition_used=nec_edition_used,
            pass_=pass_,
            required_volume_cuin=required_volume_cuin,
            smallest_standard_box=smallest_standard_box,
            smallest_standard_box_cuin=smallest_standard_box_cuin,
            support_fitting_volume_cuin=support_fitting_volume_cuin,
            schemas=schemas,
        )


        calc_electrical_box_fill_output.additional_properties = d
        return calc_electrical_box_fill_output

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
